// PATCH users/{id}/-actions/update-password: the user changes their own password. Other
// sign-ins of the user (refresh-token families) are revoked; the calling one is kept.
import "server-only";
import { z } from "zod";
import type { Db } from "@/server/prisma-client";
import { forgetActor, type Actor } from "@/server/auth/actor";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { revokeUserTokens } from "@/server/auth/refresh-tokens";
import type { RequestMeta } from "@/server/auth/request-meta";
import { AppError } from "@/server/errors";
import { ZUpdatePasswordInput } from "@/lib/schemas/users";
import { assertSelf } from "./shared";

export const PASSWORD_UPDATED = "Password berhasil diperbarui";

export { ZUpdatePasswordInput };
export type TUpdatePasswordInput = z.infer<typeof ZUpdatePasswordInput> & {
  userId: string;
  /** Refresh-token family of the calling sign-in, kept alive. */
  keepFamilyId?: string | null;
};

export async function updatePassword(
  db: Db,
  input: TUpdatePasswordInput,
  actor: Actor,
  meta: RequestMeta,
): Promise<void> {
  assertSelf(actor, input.userId);
  const user = await db.user.findFirst({
    where: { id: input.userId, deletedAt: null },
    select: { passwordHash: true },
  });
  if (!user) throw AppError.notFound("User tidak ditemukan");
  if (!(await verifyPassword(input.current_password, user.passwordHash)))
    throw AppError.validation([
      { detail: "Password lama salah", source: { pointer: "/data/attributes/current_password" } },
    ]);
  if (input.new_password === input.current_password)
    throw AppError.validation([
      {
        detail: "Password baru harus berbeda dengan password lama",
        source: { pointer: "/data/attributes/new_password" },
      },
    ]);
  const passwordHash = await hashPassword(input.new_password);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: input.userId }, data: { passwordHash } });
    await revokeUserTokens(tx, input.userId, input.keepFamilyId ?? null);
    await tx.userLog.create({
      data: {
        userId: input.userId,
        action: "password_changed",
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
      },
    });
  });
  forgetActor(input.userId);
}
