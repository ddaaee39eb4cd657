// /admin/wa-pin-member-n 'Kirim PIN' (docs/admin-logs-qr.md): a new 6-digit PIN for a member
// (Mitra Usaha) becomes the password of the member office's user — members sign in with their
// office code and this PIN — and is sent to the office's phone by WhatsApp.
//
// The PIN is stored only as the bcrypt password hash; the API answer never contains it. The
// WhatsApp message is the delivery; the log row has the PIN masked in every mode (so Customer
// Service cannot read it and sign in as the member); in log-only mode (no gateway) the full
// message goes only to the development outbox (server/logs/outbox.ts), like mail without SMTP.
// The member's other sessions (refresh tokens) are revoked. One PIN per member per
// WA_PIN_RESEND_SECONDS (default 120 s): a re-send inside the window is 429 with Retry-After.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import { hashPassword } from "@/server/auth/password";
import { sixDigitCode } from "@/server/auth/crypto";
import { revokeUserTokens } from "@/server/auth/refresh-tokens";
import { enforceRateLimit, rateLimitKey, type RateLimitRule } from "@/server/rate-limit";
import { UUID_RE } from "@/lib/schemas/master";
import { sendWhatsapp, type SendWhatsappResult } from "./send-whatsapp";

export const MEMBER_PIN_CATEGORY = "member_pin";
export const SEND_PIN_PERMISSION = "offices.send-pin";

export function memberPinRule(): RateLimitRule {
  const raw = Number(process.env.WA_PIN_RESEND_SECONDS);
  return { max: 1, windowSeconds: Number.isInteger(raw) && raw > 0 ? raw : 120 };
}

export function pinMessage(code: string, name: string, pin: string): string {
  return [
    `Yth. ${name} (${code}),`,
    `PIN baru anda: ${pin}`,
    `Gunakan kode Mitra Usaha ${code} dan PIN ini untuk login. Jangan berikan PIN kepada siapa pun.`,
  ].join("\n");
}

export async function sendMemberPin(
  db: Db,
  input: { officeId: string },
  actor: Actor,
): Promise<SendWhatsappResult> {
  requirePusatWith(actor, SEND_PIN_PERMISSION);
  if (!UUID_RE.test(input.officeId)) throw AppError.notFound("Mitra Usaha tidak ditemukan");
  const office = await db.office.findFirst({
    where: { id: input.officeId, officeType: "member", deletedAt: null },
    select: {
      id: true,
      code: true,
      name: true,
      phone: true,
      users: {
        where: { deletedAt: null },
        orderBy: { createdAt: "asc" },
        take: 1,
        select: { id: true },
      },
    },
  });
  if (!office) throw AppError.notFound("Mitra Usaha tidak ditemukan");
  if (!office.phone?.replace(/\D/g, ""))
    throw AppError.validation([
      { detail: "Nomor HP Mitra Usaha belum diisi", source: { pointer: "/data/attributes/phone" } },
    ]);
  const user = office.users[0];
  if (!user) throw AppError.validation([{ detail: "Mitra Usaha belum memiliki user untuk login" }]);

  await enforceRateLimit(db, rateLimitKey("wa-pin", office.id), memberPinRule());

  const pin = sixDigitCode();
  const passwordHash = await hashPassword(pin);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await revokeUserTokens(tx, user.id);
  });
  // After the commit: no network call inside a transaction.
  return sendWhatsapp(db, {
    phone: office.phone,
    message: pinMessage(office.code, office.name, pin),
    category: MEMBER_PIN_CATEGORY,
    officeId: office.id,
    secrets: [pin],
  });
}
