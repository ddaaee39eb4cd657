"use server";

// Server actions of /settings. Each calls the same use case with the same zod schema as the
// JSON:API action of SPEC §7 (server/auth/api-actions.ts); the avatar goes through the JSON:API
// action itself (multipart, above the 1 MB body limit of server actions).
import { revalidatePath } from "next/cache";
import { currentCredentialStamp, forgetActor } from "@/server/auth/actor";
import { restampProof } from "@/server/auth/crypto";
import { userAction } from "@/server/auth/server-action";
import { listLoginHistory } from "@/server/users/list-login-history";
import {
  resendEmailVerification,
  VERIFICATION_SENT,
} from "@/server/users/resend-email-verification";
import { updateEmail, ZUpdateEmailInput } from "@/server/users/update-email";
import {
  PASSWORD_UPDATED,
  updatePassword,
  ZUpdatePasswordInput,
} from "@/server/users/update-password";
import { EMAIL_CHANGED, verifyEmail, ZVerifyEmailInput } from "@/server/users/verify-email";

export async function updatePasswordAction(input: unknown) {
  return userAction(
    { name: "update-password", message: PASSWORD_UPDATED },
    async ({ db, actor, meta }) => {
      const data = ZUpdatePasswordInput.parse(input);
      await updatePassword(db, { ...data, userId: actor.userId }, actor, meta);
      // Every browser session of this user was signed in with the old password and ends (auth.ts).
      // This one carries on: the browser hands the proof below to Auth.js's session update, which
      // re-stamps its cookie. Setting the cookie here instead would re-render the page in this
      // request with the old Cookie header, i.e. signed out.
      forgetActor(actor.userId);
      const stamp = await currentCredentialStamp(db, actor.userId);
      return { restamp: stamp ? restampProof(actor.userId, stamp) : null };
    },
  );
}

/** Asks for the change; the 6-digit code goes to the new address, which is answered. */
export async function updateEmailAction(input: unknown) {
  return userAction(
    { name: "update-email", message: "Kode verifikasi sudah dikirim ke email baru anda" },
    async ({ db, actor, meta }) => {
      const data = ZUpdateEmailInput.parse(input);
      const user = await updateEmail(db, { ...data, userId: actor.userId }, actor, meta);
      revalidatePath("/", "layout");
      return { pendingEmail: user.pendingEmail };
    },
  );
}

/** Confirms the code: a pending change ('Email berhasil diubah') or the first verification. */
export async function verifyEmailAction(input: unknown) {
  return userAction({ name: "verify-email" }, async ({ db, actor, meta }) => {
    const data = ZVerifyEmailInput.parse(input);
    const { user, message } = await verifyEmail(db, { ...data, userId: actor.userId }, actor, meta);
    revalidatePath("/", "layout");
    return { message, changed: message === EMAIL_CHANGED, email: user.email };
  });
}

export async function resendVerificationAction() {
  return userAction(
    { name: "resend-verification", message: VERIFICATION_SENT },
    ({ db, actor, meta }) => resendEmailVerification(db, meta, actor),
  );
}

export async function loginHistoryAction(page: number) {
  return userAction({ name: "login-history" }, ({ db, actor }) =>
    listLoginHistory(db, { page }, actor),
  );
}
