// Which office a WhatsApp number belongs to (docs/customer-service.md "Contacts"): offices.phone
// holds numbers as people typed them (0812-…, +62 812 …); the expression index
// offices_phone_digits_idx on their digits answers the two spellings of the number (62… and
// 0…) in one lookup. Several offices with one number: the oldest active one wins.
import type { DbClient } from "@/server/auth/db-client";

export function phoneVariants(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  const local = digits.startsWith("62") ? `0${digits.slice(2)}` : digits;
  const intl = digits.startsWith("0") ? `62${digits.slice(1)}` : digits;
  return [...new Set([digits, local, intl])].filter((d) => d.length >= 6);
}

export async function matchOfficeByPhone(db: DbClient, phone: string): Promise<string | null> {
  const variants = phoneVariants(phone);
  if (!variants.length) return null;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM offices
    WHERE regexp_replace(phone, '\\D', '', 'g') = ANY(${variants}::text[])
      AND deleted_at IS NULL
    ORDER BY is_active DESC, created_at ASC
    LIMIT 1`;
  return rows[0]?.id ?? null;
}
