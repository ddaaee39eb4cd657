// The message logs of the Admin area (SPEC §2 Admin /log/mail, /log/whatsapp,
// /log/member-whatsapp): read-only JSON:API resources over mail_logs and whatsapp_logs. Only
// head-office staff holding `mail-logs.view` / `whatsapp-logs.view` read them; everybody else 403.
// The member WhatsApp log is the same resource narrowed with filter[office_type]=member.
import { attr, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";
import { dateFromFilter, dateToFilter } from "./filters";

export const MESSAGE_STATUSES = ["queued", "sent", "failed", "logged"] as const;
const OFFICE_TYPES = [
  "pusat",
  "stockist",
  "stockist_center",
  "member",
  "kantor_pelayanan",
  "supplier",
];

function nested(row: Row, relation: string, field: string): unknown {
  const r = row[relation] as Record<string, unknown> | null | undefined;
  return r?.[field] ?? null;
}

export const mailLogs = defineResource({
  type: "mail-logs",
  model: "mailLog",
  idKind: "uuid",
  attributes: {
    to: attr("to", "string", { sortable: true }),
    cc: attr("cc"),
    subject: attr("subject", "string", { sortable: true }),
    body: attr("body"),
    template: attr("template", "string", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    error: attr("error"),
    sent_at: attr("sentAt", "datetime", { sortable: true }),
    ...timestamps(),
  },
  filters: {
    status: enumFilter("status", "status", MESSAGE_STATUSES),
    template: (value) => ({ template: value.trim() }),
    to: (value) => ({ to: { equals: value.trim(), mode: "insensitive" } }),
    date_from: dateFromFilter("createdAt"),
    date_to: dateToFilter("createdAt"),
  },
  search: ["to", "subject"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: { read: pusatWith("mail-logs.view") },
});

export const whatsappLogs = defineResource({
  type: "whatsapp-logs",
  model: "whatsappLog",
  idKind: "uuid",
  attributes: {
    phone: attr("phone", "string", { sortable: true }),
    message: attr("message"),
    category: attr("category", "string", { sortable: true }),
    status: attr("status", "enum", { sortable: true }),
    error: attr("error"),
    sent_at: attr("sentAt", "datetime", { sortable: true }),
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", { get: (r) => nested(r, "office", "code") }),
    office_name: attr("officeId", "string", { get: (r) => nested(r, "office", "name") }),
    office_type: attr("officeId", "string", { get: (r) => nested(r, "office", "officeType") }),
    whatsapp_device_id: attr("whatsappDeviceId"),
    device_name: attr("whatsappDeviceId", "string", {
      get: (r) => nested(r, "whatsappDevice", "name"),
    }),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
  },
  rowInclude: {
    office: { select: { code: true, name: true, officeType: true } },
    whatsappDevice: { select: { name: true } },
  },
  filters: {
    status: enumFilter("status", "status", MESSAGE_STATUSES),
    category: (value) => ({ category: value.trim() }),
    office_id: uuidFilter("officeId", "office_id"),
    office_type: (value, actor) => ({
      office: enumFilter("officeType", "office_type", OFFICE_TYPES)(value, actor),
    }),
    office_code: (value) => ({
      office: { code: { equals: value.trim(), mode: "insensitive" } },
    }),
    date_from: dateFromFilter("createdAt"),
    date_to: dateToFilter("createdAt"),
  },
  search: ["phone", "message"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: { read: pusatWith("whatsapp-logs.view") },
});

export const logResources = [mailLogs, whatsappLogs];
