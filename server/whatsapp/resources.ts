// member-pins (/admin/wa-pin-member-n): the members (Mitra Usaha offices) with their PIN status —
// whether they have a user to sign in with, and the last PIN message (date and delivery status)
// from whatsapp_logs. Read-only; 'Kirim PIN' is the action in actions.ts. Pusat with
// `offices.send-pin` only.
import { attr, boolFilter, timestamps } from "@/server/jsonapi/define";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";
import { MEMBER_PIN_CATEGORY, SEND_PIN_PERMISSION } from "./send-member-pin";

function lastPin(row: Row): { createdAt: Date; status: string } | null {
  const logs = row.whatsappLogs as { createdAt: Date; status: string }[] | undefined;
  return logs?.[0] ?? null;
}

function firstUser(row: Row): { email: string } | null {
  const users = row.users as { email: string }[] | undefined;
  return users?.[0] ?? null;
}

export const memberPins = defineResource({
  type: "member-pins",
  model: "office",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    phone: attr("phone"),
    is_active: attr("isActive", "boolean"),
    is_suspended: attr("isSuspended", "boolean"),
    has_user: attr("id", "boolean", { get: (r) => firstUser(r) !== null }),
    user_email: attr("id", "string", { get: (r) => firstUser(r)?.email ?? null }),
    pin_sent_at: attr("id", "datetime", { get: (r) => lastPin(r)?.createdAt ?? null }),
    pin_status: attr("id", "string", { get: (r) => lastPin(r)?.status ?? null }),
    ...timestamps(),
  },
  rowInclude: {
    users: {
      where: { deletedAt: null },
      orderBy: { createdAt: "asc" },
      take: 1,
      select: { email: true },
    },
    whatsappLogs: {
      where: { category: MEMBER_PIN_CATEGORY },
      orderBy: { createdAt: "desc" },
      take: 1,
      select: { createdAt: true, status: true },
    },
  },
  baseWhere: { officeType: "member" },
  softDelete: true,
  filters: {
    code: (value) => ({ code: { equals: value.trim(), mode: "insensitive" } }),
    is_active: boolFilter("isActive", "is_active"),
    pin_sent: (value, actor) => {
      const some = { whatsappLogs: { some: { category: MEMBER_PIN_CATEGORY } } };
      return boolFilter("sent", "pin_sent")(value, actor).sent ? some : { NOT: some };
    },
  },
  search: ["code", "name", "phone"],
  defaultSort: "code",
  pageSize: { default: 15, max: 100 },
  access: { read: pusatWith(SEND_PIN_PERMISSION) },
});

export const whatsappResources = [memberPins];
