// POST users/{id}/-actions/uploadAvatar and GET avatars/{avatar}.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { api, baseUrl, firstError, type JsonApiResource } from "../support/api";
import { connectTestDb } from "../support/db";

let db: Db;
const created: string[] = [];
const PASSWORD = "rahasia-uji-123";
let passwordHash: string;

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
]);
const JPEG = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 9, 9, 9, 0xff, 0xd9,
]);
const WEBP = Uint8Array.from([
  ...Buffer.from("RIFF"),
  20,
  0,
  0,
  0,
  ...Buffer.from("WEBPVP8 "),
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
]);

async function createUser() {
  const user = await db.user.create({
    data: {
      email: `auth-avatar-${randomUUID().slice(0, 8)}@erp.test`,
      name: "Uji Foto",
      passwordHash,
    },
  });
  created.push(user.id);
  const n = () => Math.floor(Math.random() * 250) + 1;
  const res = await api("POST", "/api/v1/login", {
    body: { email: user.email, password: PASSWORD },
    headers: { "X-Forwarded-For": `10.${n()}.${n()}.${n()}` },
  });
  expect(res.status).toBe(200);
  return { user, token: String((res.body.data as JsonApiResource).attributes.token) };
}

function form(
  bytes: Uint8Array<ArrayBuffer>,
  filename: string,
  type: string,
  field = "avatar",
): FormData {
  const f = new FormData();
  f.append(field, new Blob([bytes], { type }), filename);
  return f;
}

function upload(userId: string, token: string, body: FormData) {
  return api("POST", `/api/v1/users/${userId}/-actions/uploadAvatar`, { token, raw: body });
}

beforeAll(async () => {
  db = connectTestDb();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await db.user.deleteMany({ where: { id: { in: created } } });
  await db.$disconnect();
});

describe("avatar upload and download", () => {
  it("stores a PNG, serves it with its type and cache headers, and replaces it by a new one", async () => {
    const { user, token } = await createUser();
    const res = await upload(user.id, token, form(PNG, "foto.png", "image/png"));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ message: "Foto profile berhasil diubah" });
    const a = (res.body.data as JsonApiResource).attributes;
    const name = String(a.avatar_filename);
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(a.avatar).toBe(`/api/v1/avatars/${name}`);

    const file = await fetch(new URL(String(a.avatar), baseUrl()));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toContain("max-age=31536000");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);

    // A JPEG sent under a .png name is stored as what it is; the previous file is gone.
    const again = await upload(user.id, token, form(JPEG, "foto.png", "image/png"));
    expect(again.status).toBe(200);
    const next = String((again.body.data as JsonApiResource).attributes.avatar_filename);
    expect(next).toMatch(/\.jpg$/);
    const jpeg = await fetch(new URL(`/api/v1/avatars/${next}`, baseUrl()));
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const old = await api("GET", `/api/v1/avatars/${name}`);
    expect(old.status).toBe(404);
    expect(firstError(old.body).detail).toBe("Foto tidak ditemukan");

    const webp = await upload(user.id, token, form(WEBP, "x.webp", "image/webp"));
    expect(String((webp.body.data as JsonApiResource).attributes.avatar_filename)).toMatch(
      /\.webp$/,
    );
    const me = await api("GET", "/api/v1/users/-actions/me", { token });
    expect((me.body.data as JsonApiResource).attributes.avatar_filename).toMatch(/\.webp$/);
  });

  it("refuses other file types by content, files over 2 MB and a missing file with 422", async () => {
    const { user, token } = await createUser();
    const fake = await upload(
      user.id,
      token,
      form(new TextEncoder().encode("<svg onload=alert(1)>"), "foto.png", "image/png"),
    );
    expect(fake.status).toBe(422);
    expect(firstError(fake.body)).toMatchObject({
      detail: "Foto harus berformat JPG, PNG atau WEBP",
      source: { pointer: "/data/attributes/avatar" },
    });

    const big = new Uint8Array(new ArrayBuffer(2 * 1024 * 1024 + 1));
    big.set(PNG);
    const tooBig = await upload(user.id, token, form(big, "besar.png", "image/png"));
    expect(tooBig.status).toBe(422);
    expect(firstError(tooBig.body).detail).toBe("Ukuran foto maksimal 2 MB");

    const missing = await upload(user.id, token, form(PNG, "foto.png", "image/png", "foto"));
    expect(missing.status).toBe(422);
    expect(firstError(missing.body).detail).toBe("Foto wajib diunggah");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarFilename).toBeNull();
  });

  it("answers 403 for another user's avatar, 401 without a token and 415 for a JSON body", async () => {
    const a = await createUser();
    const b = await createUser();
    const foreign = await upload(b.user.id, a.token, form(PNG, "foto.png", "image/png"));
    expect(foreign.status).toBe(403);
    expect(
      (
        await api("POST", `/api/v1/users/${a.user.id}/-actions/uploadAvatar`, {
          raw: form(PNG, "f.png", "image/png"),
        })
      ).status,
    ).toBe(401);
    const json = await api("POST", `/api/v1/users/${a.user.id}/-actions/uploadAvatar`, {
      token: a.token,
      body: { avatar: "x" },
    });
    expect(json.status).toBe(415);
  });

  it("answers 404 for unknown names and names outside the pattern", async () => {
    for (const name of [
      `${randomUUID()}.png`,
      "foto.png",
      "..%2F..%2Fpackage.json",
      `${randomUUID()}.svg`,
    ]) {
      const res = await api("GET", `/api/v1/avatars/${name}`);
      expect(res.status, name).toBe(404);
      expect(firstError(res.body).status).toBe("404");
    }
  });
});
