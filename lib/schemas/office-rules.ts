// The zod-free part of lib/schemas/office.ts: what a browser module may import without pulling
// zod into its page's first-load JavaScript (components/forms/lazy-resolver.ts).
// lib/schemas/office.ts re-exports all of it, so server code imports either.
import type { TOfficeEditForm } from "./office";

/** Form values -> PATCH attributes and relationship ids (empty text = null). */
export function officeEditPayload(v: TOfficeEditForm): {
  attributes: Record<string, unknown>;
  relationships: {
    bank: { data: { type: "banks"; id: string } | null };
    area: { data: { type: "areas"; id: string } | null };
  };
} {
  const orNull = (s: string) => (s.trim() === "" ? null : s.trim());
  return {
    attributes: {
      code: v.code.trim(),
      name: v.name.trim(),
      phone: v.phone.trim(),
      email: orNull(v.email),
      address: orNull(v.address),
      address2: orNull(v.address2),
      postal_code: orNull(v.postal_code),
      npwp_number: orNull(v.npwp_number),
      npwp_name: orNull(v.npwp_name),
      bank_account_number: orNull(v.bank_account_number),
      bank_account_name: orNull(v.bank_account_name),
      bank_branch_name: orNull(v.bank_branch_name),
      is_active: v.is_active,
      is_suspended: v.is_suspended,
      is_pbs_activated: v.is_pbs_activated,
    },
    relationships: {
      bank: { data: v.bank ? { type: "banks", id: v.bank } : null },
      area: { data: v.area !== "" ? { type: "areas", id: v.area } : null },
    },
  };
}
