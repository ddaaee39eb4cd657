// Input schemas of the account use cases (server/users/*), with the SPEC §5 messages. They live
// in lib/ so that the browser forms validate with the very same schema the server parses with
// (ARCHITECTURE §1, §6); the use cases import them from here.
import { z } from "zod";
import {
  INVALID_EMAIL,
  PASSWORD_MIN,
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  REQUIRED,
  RESET_NOT_FOUND,
  ROLES_REQUIRED,
} from "./users-rules";

export * from "./users-rules";

/** A required email, trimmed and lower-cased (emails are stored lower-case). */
export function zEmail(required = REQUIRED, invalid = INVALID_EMAIL) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(255, "Email terlalu panjang")
    .pipe(z.email({ error: invalid }));
}

export function zRequiredString(max = 255) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Maksimal ${max} karakter`);
}

/** A new password: required, at least 8 characters (bcrypt uses the first 72 bytes). */
export function zNewPassword() {
  return z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
    .max(72, "Password maksimal 72 karakter");
}

export function zPasswordConfirmation() {
  return z.string({ error: REQUIRED }).min(1, REQUIRED);
}

/** POST register. */
export const ZRegisterInput = z
  .object({
    name: zRequiredString(255),
    email: zEmail(),
    password: zNewPassword(),
    password_confirmation: zPasswordConfirmation(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: PASSWORD_MISMATCH,
  });
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

/** POST password/forgot. */
export const ZRequestPasswordResetInput = z.object({
  code: z
    .string({ error: "Kode tidak boleh kosong" })
    .trim()
    .min(1, "Kode tidak boleh kosong")
    .max(64, "Kode terlalu panjang"),
  email: zEmail("Email tidak boleh kosong", "Email tidak valid"),
});

/** POST password/reset. */
export const ZResetPasswordInput = z
  .object({
    email: zEmail(),
    password: zNewPassword(),
    password_confirmation: zPasswordConfirmation(),
    token: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, RESET_NOT_FOUND),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: PASSWORD_MISMATCH,
  });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** PATCH users/{id}/-actions/update-password. */
export const ZUpdatePasswordInput = z
  .object({
    current_password: z.string({ error: REQUIRED }).min(1, REQUIRED),
    new_password: zNewPassword(),
    new_password_confirmation: zPasswordConfirmation(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    path: ["new_password_confirmation"],
    error: PASSWORD_MISMATCH,
  });

/** PATCH users/{id}/-actions/update-email. */
export const ZUpdateEmailInput = z.object({ email: zEmail() });

/** PATCH users/{id}/-actions/verify-email: the 6-digit code. */
export const ZVerifyEmailInput = z.object({
  token: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .regex(/^\d{6}$/, "Kode verifikasi harus 6 digit angka"),
});

// ------------------------------------------------------------------------------------------------
// Admin > Master > Users (POST users, PATCH users/{id} by Pusat staff). Keys are the JSON:API
// names: `office` and `roles` are relationships.

const zUuid = (label: string) =>
  z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      `${label} tidak valid`,
    );

const zRoles = () =>
  z.array(zUuid("Role"), { error: ROLES_REQUIRED }).min(1, ROLES_REQUIRED).max(50);

const zPhone = () =>
  z
    .string({ error: "Harus berupa teks" })
    .trim()
    .max(32, "Maksimal 32 karakter")
    .regex(/^[0-9+\-\s]*$/, "Nomor telepon hanya angka")
    .nullish()
    .transform((v) => (v ? v : null));

export const ZUserCreateInput = z
  .object({
    name: zRequiredString(255),
    email: zEmail(),
    phone: zPhone().optional(),
    password: zNewPassword(),
    password_confirmation: zPasswordConfirmation(),
    is_active: z.boolean({ error: "Harus true atau false" }).default(true),
    office: zUuid("Kantor"),
    roles: zRoles(),
  })
  .strict()
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: PASSWORD_MISMATCH,
  });
export type TUserCreateInput = z.infer<typeof ZUserCreateInput>;

/**
 * PATCH users/{id}: the fields of the account itself (name, phone, current_role: anybody for
 * their own account) and the admin fields (everything else: Pusat staff with users.update).
 * A new password is optional; when given, its confirmation must match.
 */
export const ZUserUpdateInput = z
  .object({
    current_role: z.string({ error: "Role harus berupa teks" }).min(1, REQUIRED).optional(),
    name: zRequiredString(255).optional(),
    phone: zPhone().optional(),
    email: zEmail().optional(),
    password: zNewPassword().optional(),
    password_confirmation: z.string({ error: REQUIRED }).optional(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
    office: zUuid("Kantor").optional(),
    roles: zRoles().optional(),
  })
  .strict()
  .refine((v) => v.password === undefined || v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: PASSWORD_MISMATCH,
  });
export type TUserUpdateInput = z.infer<typeof ZUserUpdateInput>;

/**
 * The edit form of Admin > Users: the admin fields of PATCH users/{id}; a blank password keeps
 * the current one (the form leaves password out of the request then).
 */
export const ZUserEditFormInput = z
  .object({
    name: zRequiredString(255),
    email: zEmail(),
    phone: zPhone().optional(),
    password: z.union([z.literal(""), zNewPassword()]),
    password_confirmation: z.string(),
    is_active: z.boolean(),
    office: zUuid("Kantor"),
    roles: zRoles(),
  })
  .refine((v) => v.password === "" || v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    error: PASSWORD_MISMATCH,
  });
