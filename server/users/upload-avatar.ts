// POST users/{id}/-actions/uploadAvatar (multipart field `avatar`): JPEG, PNG or WebP (checked by
// the file's first bytes, not its name), at most 2 MB. The file is stored under a new random
// name and the previous avatar file is deleted.
import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { AVATAR_MAX_BYTES, avatarDir, avatarPath, detectImageType } from "./avatar-files";
import { getSessionUser, type SessionUser } from "./get-session-user";

export const AVATAR_UPDATED = "Foto profile berhasil diubah";

export interface TUploadAvatarInput {
  userId: string;
  /** The `avatar` form field (a File, or a string when sent as plain text, or null when absent). */
  avatar: File | string | null;
}

const POINTER = { pointer: "/data/attributes/avatar" };

function invalid(detail: string): AppError {
  return AppError.validation([{ detail, source: POINTER }]);
}

export async function uploadAvatar(
  db: Db,
  input: TUploadAvatarInput,
  actor: Actor,
): Promise<SessionUser> {
  if (actor.userId !== input.userId && !actor.isSuperadmin)
    throw AppError.forbidden("Anda hanya dapat mengubah foto profile anda sendiri");
  const file = input.avatar;
  if (file === null || typeof file === "string" || file.size === 0)
    throw invalid("Foto wajib diunggah");
  if (file.size > AVATAR_MAX_BYTES) throw invalid("Ukuran foto maksimal 2 MB");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectImageType(bytes);
  if (!ext) throw invalid("Foto harus berformat JPG, PNG atau WEBP");

  const user = await db.user.findFirst({
    where: { id: input.userId, deletedAt: null },
    select: { avatarFilename: true },
  });
  if (!user) throw AppError.notFound("User tidak ditemukan");

  const name = `${randomUUID()}.${ext}`;
  await mkdir(avatarDir(), { recursive: true });
  const target = avatarPath(name);
  if (!target) throw new Error(`generated avatar name ${name} does not match the pattern`);
  await writeFile(target, bytes, { flag: "wx" });
  try {
    await db.user.update({ where: { id: input.userId }, data: { avatarFilename: name } });
  } catch (error) {
    await unlink(target).catch(() => undefined);
    throw error;
  }
  const previous = user.avatarFilename ? avatarPath(user.avatarFilename) : null;
  if (previous) {
    await unlink(previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") console.error(`[avatar] could not delete ${previous}`, error);
    });
  }
  return getSessionUser(db, input.userId);
}
