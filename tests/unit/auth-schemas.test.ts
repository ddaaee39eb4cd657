// The zod input schemas of the account use cases: SPEC §5 messages, field by field.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZLoginInput } from "@/server/auth/login";
import { ZRegisterInput } from "@/server/users/register-user";
import { ZRequestPasswordResetInput } from "@/server/users/request-password-reset";
import { ZResetPasswordInput } from "@/server/users/reset-password";
import { ZUpdatePasswordInput } from "@/server/users/update-password";
import { ZUpdateEmailInput } from "@/server/users/update-email";
import { ZVerifyEmailInput } from "@/server/users/verify-email";

function issues(schema: z.ZodType, input: unknown): [string, string][] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message]);
}

describe("account input schemas", () => {
  it("login needs both fields", () => {
    expect(issues(ZLoginInput, {})).toEqual([
      ["email", "Kolom wajib diisi"],
      ["password", "Kolom wajib diisi"],
    ]);
    expect(ZLoginInput.parse({ email: " STK-001 ", password: "x" })).toEqual({
      email: "STK-001",
      password: "x",
    });
  });

  it("register: required, email, length, confirmation; email lower-cased", () => {
    expect(issues(ZRegisterInput, { name: " ", email: null })).toEqual([
      ["name", "Kolom wajib diisi"],
      ["email", "Kolom wajib diisi"],
      ["password", "Kolom wajib diisi"],
      ["password_confirmation", "Kolom wajib diisi"],
    ]);
    expect(
      issues(ZRegisterInput, {
        name: "A",
        email: "a@",
        password: "1234567",
        password_confirmation: "1234567",
      }),
    ).toEqual([
      ["email", "Email tidak valid"],
      ["password", "Password minimal 8 karakter"],
    ]);
    expect(
      issues(ZRegisterInput, {
        name: "A",
        email: "a@b.co",
        password: "12345678",
        password_confirmation: "12345679",
      }),
    ).toEqual([["password_confirmation", "Konfirmasi password tidak sama"]]);
    expect(
      ZRegisterInput.parse({
        name: " A ",
        email: " A@B.CO ",
        password: "12345678",
        password_confirmation: "12345678",
      }),
    ).toMatchObject({
      name: "A",
      email: "a@b.co",
    });
  });

  it("forgot password uses the SPEC's own messages", () => {
    expect(issues(ZRequestPasswordResetInput, {})).toEqual([
      ["code", "Kode tidak boleh kosong"],
      ["email", "Email tidak boleh kosong"],
    ]);
    expect(issues(ZRequestPasswordResetInput, { code: "PUSAT", email: "x" })).toEqual([
      ["email", "Email tidak valid"],
    ]);
  });

  it("reset and update password check the confirmation", () => {
    expect(
      issues(ZResetPasswordInput, {
        email: "a@b.co",
        password: "12345678",
        password_confirmation: "x",
        token: "t",
      }),
    ).toEqual([["password_confirmation", "Konfirmasi password tidak sama"]]);
    expect(issues(ZUpdatePasswordInput, {})).toEqual([
      ["current_password", "Kolom wajib diisi"],
      ["new_password", "Kolom wajib diisi"],
      ["new_password_confirmation", "Kolom wajib diisi"],
    ]);
  });

  it("email change and verification code", () => {
    expect(issues(ZUpdateEmailInput, { email: "" })).toEqual([["email", "Kolom wajib diisi"]]);
    expect(issues(ZVerifyEmailInput, { token: "12345" })).toEqual([
      ["token", "Kode verifikasi harus 6 digit angka"],
    ]);
    expect(ZVerifyEmailInput.parse({ token: " 012345 " })).toEqual({ token: "012345" });
  });
});
