// JSON:API resources of customer service (docs/customer-service.md "API"). Pusat staff with the
// customer service permissions only (pusatWith); no row scope is needed since no branch office
// reads any of them. Devices never show their gateway URL or webhook secret.
import { attr, boolFilter, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { AppError } from "@/server/errors";
import {
  ZBroadcastInput,
  ZBusinessHoursUpdate,
  ZCannedInput,
  ZCannedUpdate,
  ZDeviceInput,
  ZDeviceUpdate,
  ZPatternInput,
  ZPatternUpdate,
  ZTemplateInput,
  ZTemplateUpdate,
} from "@/lib/schemas/customer-service";
import { isUniqueError } from "@/server/access/unique-error";
import { csCan, CS_PERMISSIONS as P } from "./access";
import { createBroadcast } from "./create-broadcast";

function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function uniqueTaken(detail: string, pointer: string) {
  return (error: unknown): never => {
    if (isUniqueError(error)) throw AppError.conflict(detail, { pointer });
    throw error;
  };
}

const CHAT_STATUSES = ["open", "closed"] as const;
const MESSAGE_STATUSES = [
  "received",
  "note",
  "queued",
  "sending",
  "sent",
  "delivered",
  "read",
  "failed",
  "logged",
  "skipped",
  "cancelled",
] as const;
const BROADCAST_STATUSES = [
  "draft",
  "scheduled",
  "sending",
  "paused",
  "sent",
  "failed",
  "cancelled",
] as const;

export const whatsappDevices = defineResource({
  type: "whatsapp-devices",
  model: "whatsappDevice",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true }),
    phone: attr("phone"),
    status: attr("status", "enum"),
    is_active: attr("isActive", "boolean"),
    is_default: attr("isDefault", "boolean"),
    instance_name: attr("instanceName"),
    rate_per_minute: attr("ratePerMinute", "number"),
    description: attr("description"),
    qr_code: attr("qrCode"),
    qr_updated_at: attr("qrUpdatedAt", "datetime"),
    last_seen_at: attr("lastSeenAt", "datetime"),
    /** "http" when a gateway is configured for it, "log" otherwise (nothing leaves). */
    driver: attr("id", "string", {
      get: (r: Row) => (r.gatewayUrl || process.env.WHATSAPP_GATEWAY_URL ? "http" : "log"),
    }),
    ...timestamps(),
  },
  filters: { is_active: boolFilter("isActive", "is_active") },
  search: ["name", "phone"],
  defaultSort: "name",
  pageSize: { default: 15, max: 100 },
  referencedBy: {
    label: "Perangkat",
    refs: [{ model: "broadcast", field: "whatsappDeviceId" }],
  },
  access: {
    read: csCan(P.devicesView),
    create: csCan(P.devicesCreate),
    update: csCan(P.devicesUpdate),
    delete: csCan(P.devicesDelete),
  },
  create: {
    schema: ZDeviceInput,
    clientIds: true,
    run: async ({ db, clientId }, raw) => {
      const input = ZDeviceInput.parse(raw);
      const row = await db.whatsappDevice
        .create({
          data: {
            ...(clientId ? { id: clientId } : {}),
            name: input.name,
            phone: input.phone.replace(/[^\d+]/g, ""),
            description: input.description ?? null,
            isActive: input.is_active ?? true,
            instanceName: input.instance_name ?? null,
            ratePerMinute: input.rate_per_minute ?? 60,
          },
          select: { id: true },
        })
        .catch(
          uniqueTaken("Nomor atau instance sudah dipakai perangkat lain", "/data/attributes/phone"),
        );
      return row.id;
    },
  },
  update: {
    schema: ZDeviceUpdate,
    run: async ({ db }, id, raw) => {
      const input = ZDeviceUpdate.parse(raw);
      await db.whatsappDevice
        .update({
          where: { id: String(id) },
          data: defined({
            name: input.name,
            phone: input.phone?.replace(/[^\d+]/g, ""),
            description: input.description,
            isActive: input.is_active,
            instanceName: input.instance_name,
            ratePerMinute: input.rate_per_minute,
          }),
        })
        .catch(
          uniqueTaken("Nomor atau instance sudah dipakai perangkat lain", "/data/attributes/phone"),
        );
    },
  },
});

export const whatsappChats = defineResource({
  type: "whatsapp-chats",
  model: "whatsappChat",
  idKind: "uuid",
  attributes: {
    phone: attr("phone"),
    name: attr("name", "string", { sortable: true }),
    unread_count: attr("unreadCount", "number", { sortable: true }),
    last_message: attr("lastMessage"),
    last_message_at: attr("lastMessageAt", "datetime", { sortable: true }),
    status: attr("status", "enum"),
    closed_at: attr("closedAt", "datetime"),
    office_code: attr("officeId", "string", {
      get: (r: Row) => (r.office as { code?: string } | null)?.code ?? null,
    }),
    office_name: attr("officeId", "string", {
      get: (r: Row) => (r.office as { name?: string } | null)?.name ?? null,
    }),
    office_type: attr("officeId", "string", {
      get: (r: Row) => (r.office as { officeType?: string } | null)?.officeType ?? null,
    }),
    assigned_to_name: attr("assignedToId", "string", {
      get: (r: Row) => (r.assignedTo as { name?: string } | null)?.name ?? null,
    }),
    ...timestamps(),
  },
  rowInclude: {
    office: { select: { code: true, name: true, officeType: true } },
    assignedTo: { select: { name: true } },
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    "assigned-to": { type: "users", kind: "one", foreignKey: "assignedToId" },
    "whatsapp-device": { type: "whatsapp-devices", kind: "one", foreignKey: "whatsappDeviceId" },
  },
  filters: {
    status: enumFilter("status", "status", CHAT_STATUSES),
    unread: (value, actor) =>
      boolFilter("x", "unread")(value, actor).x ? { unreadCount: { gt: 0 } } : { unreadCount: 0 },
    assigned: (value, actor) => {
      const v = value.trim();
      if (v === "me") return { assignedToId: actor.userId };
      if (v === "none") return { assignedToId: null };
      return uuidFilter("assignedToId", "assigned")(v, actor);
    },
    office: uuidFilter("officeId", "office"),
    device: uuidFilter("whatsappDeviceId", "device"),
  },
  // Name, phone, office code and name in one trigram-indexed column (kept by triggers).
  search: ["searchText"],
  defaultSort: "-last_message_at",
  pageSize: { default: 30, max: 100 },
  countCap: 10_000,
  access: { read: csCan(P.chatsView) },
});

export const whatsappMessages = defineResource({
  type: "whatsapp-messages",
  model: "whatsappMessage",
  idKind: "uuid",
  attributes: {
    direction: attr("direction", "enum"),
    body: attr("body"),
    status: attr("status", "enum"),
    is_note: attr("status", "boolean", { get: (r: Row) => r.status === "note" }),
    error: attr("error"),
    attempts: attr("attempts", "number"),
    auto_reason: attr("autoReason"),
    sent_by_name: attr("sentById", "string", {
      get: (r: Row) => (r.sentBy as { name?: string } | null)?.name ?? null,
    }),
    sent_at: attr("sentAt", "datetime"),
    delivered_at: attr("deliveredAt", "datetime"),
    read_at: attr("readAt", "datetime"),
    ...timestamps(),
  },
  rowInclude: { sentBy: { select: { name: true } } },
  relationships: {
    "whatsapp-chat": { type: "whatsapp-chats", kind: "one", foreignKey: "whatsappChatId" },
    "sent-by": { type: "users", kind: "one", foreignKey: "sentById" },
  },
  filters: {
    chat: uuidFilter("whatsappChatId", "chat"),
    status: enumFilter("status", "status", MESSAGE_STATUSES),
    direction: enumFilter("direction", "direction", ["inbound", "outbound"]),
  },
  search: ["body"],
  defaultSort: "-createdAt",
  pageSize: { default: 50, max: 200 },
  countCap: 10_000,
  access: { read: csCan(P.chatsView) },
});

export const broadcastTemplates = defineResource({
  type: "broadcast-templates",
  model: "broadcastTemplate",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true }),
    message: attr("message"),
    is_active: attr("isActive", "boolean"),
    ...timestamps(),
  },
  filters: { is_active: boolFilter("isActive", "is_active") },
  search: ["name", "message"],
  defaultSort: "name",
  pageSize: { default: 15, max: 100 },
  access: {
    read: csCan(P.templatesView),
    create: csCan(P.templatesCreate),
    update: csCan(P.templatesUpdate),
    delete: csCan(P.templatesDelete),
  },
  create: {
    schema: ZTemplateInput,
    clientIds: true,
    run: async ({ db, clientId }, raw) => {
      const input = ZTemplateInput.parse(raw);
      const row = await db.broadcastTemplate.create({
        data: {
          ...(clientId ? { id: clientId } : {}),
          name: input.name,
          message: input.message,
          isActive: input.is_active ?? true,
        },
        select: { id: true },
      });
      return row.id;
    },
  },
  update: {
    schema: ZTemplateUpdate,
    run: async ({ db }, id, raw) => {
      const input = ZTemplateUpdate.parse(raw);
      await db.broadcastTemplate.update({
        where: { id: String(id) },
        data: defined({ name: input.name, message: input.message, isActive: input.is_active }),
      });
    },
  },
});

export const broadcasts = defineResource({
  type: "broadcasts",
  model: "broadcast",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true }),
    message: attr("message"),
    status: attr("status", "enum"),
    audience: attr("audience", "json"),
    scheduled_at: attr("scheduledAt", "datetime", { sortable: true }),
    sent_at: attr("sentAt", "datetime"),
    finished_at: attr("finishedAt", "datetime"),
    total_recipients: attr("totalRecipients", "number"),
    sent_count: attr("sentCount", "number"),
    failed_count: attr("failedCount", "number"),
    skipped_count: attr("skippedCount", "number"),
    pending_count: attr("totalRecipients", "number", {
      get: (r: Row) =>
        r.status === "cancelled"
          ? 0
          : Math.max(
              0,
              Number(r.totalRecipients) -
                Number(r.sentCount) -
                Number(r.failedCount) -
                Number(r.skippedCount),
            ),
    }),
    ...timestamps(),
  },
  relationships: {
    "whatsapp-device": { type: "whatsapp-devices", kind: "one", foreignKey: "whatsappDeviceId" },
    "broadcast-template": {
      type: "broadcast-templates",
      kind: "one",
      foreignKey: "broadcastTemplateId",
    },
    "created-by": { type: "users", kind: "one", foreignKey: "createdById" },
  },
  filters: { status: enumFilter("status", "status", BROADCAST_STATUSES) },
  search: ["name"],
  defaultSort: "-createdAt",
  pageSize: { default: 15, max: 100 },
  access: { read: csCan(P.broadcastsView), create: csCan(P.broadcastsSend) },
  create: {
    schema: ZBroadcastInput,
    clientIds: true,
    run: ({ db, actor, clientId }, raw) =>
      db.$transaction((tx) => createBroadcast(tx, ZBroadcastInput.parse(raw), actor, clientId), {
        timeout: 120_000,
      }),
  },
});

export const broadcastRecipients = defineResource({
  type: "broadcast-recipients",
  model: "broadcastRecipient",
  idKind: "uuid",
  attributes: {
    phone: attr("phone", "string", { sortable: true }),
    status: attr("status", "enum"),
    message: attr("message"),
    error: attr("error"),
    attempts: attr("attempts", "number"),
    sent_at: attr("sentAt", "datetime"),
    office_code: attr("officeId", "string", {
      get: (r: Row) => (r.office as { code?: string } | null)?.code ?? null,
    }),
    office_name: attr("officeId", "string", {
      get: (r: Row) => (r.office as { name?: string } | null)?.name ?? null,
    }),
    ...timestamps(),
  },
  rowInclude: { office: { select: { code: true, name: true } } },
  relationships: {
    broadcast: { type: "broadcasts", kind: "one", foreignKey: "broadcastId" },
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
  },
  filters: {
    broadcast: uuidFilter("broadcastId", "broadcast"),
    status: enumFilter("status", "status", MESSAGE_STATUSES),
  },
  search: ["phone"],
  defaultSort: "phone",
  pageSize: { default: 25, max: 200 },
  countCap: 10_000,
  access: { read: csCan(P.broadcastsView) },
});

export const responsePatterns = defineResource({
  type: "response-patterns",
  model: "responsePattern",
  idKind: "uuid",
  attributes: {
    pattern: attr("pattern"),
    match_type: attr("matchType", "enum"),
    response: attr("response"),
    priority: attr("priority", "number", { sortable: true }),
    is_active: attr("isActive", "boolean"),
    ...timestamps(),
  },
  relationships: {
    "whatsapp-device": { type: "whatsapp-devices", kind: "one", foreignKey: "whatsappDeviceId" },
  },
  filters: { is_active: boolFilter("isActive", "is_active") },
  search: ["pattern", "response"],
  defaultSort: "priority",
  pageSize: { default: 15, max: 100 },
  access: {
    read: csCan(P.patternsView),
    create: csCan(P.patternsCreate),
    update: csCan(P.patternsUpdate),
    delete: csCan(P.patternsDelete),
  },
  create: {
    schema: ZPatternInput,
    clientIds: true,
    run: async ({ db, clientId }, raw) => {
      const input = ZPatternInput.parse(raw);
      const row = await db.responsePattern.create({
        data: {
          ...(clientId ? { id: clientId } : {}),
          pattern: input.pattern,
          matchType: input.match_type,
          response: input.response,
          priority: input.priority ?? 0,
          isActive: input.is_active ?? true,
          whatsappDeviceId: input.device_id ?? null,
        },
        select: { id: true },
      });
      return row.id;
    },
  },
  update: {
    schema: ZPatternUpdate,
    run: async ({ db }, id, raw) => {
      const input = ZPatternUpdate.parse(raw);
      const current = await db.responsePattern.findUniqueOrThrow({
        where: { id: String(id) },
        select: { pattern: true, matchType: true },
      });
      // A pattern and its type are checked together, whichever of them the PATCH changes.
      ZPatternUpdate.parse({
        pattern: input.pattern ?? current.pattern,
        match_type: input.match_type ?? current.matchType,
      });
      await db.responsePattern.update({
        where: { id: String(id) },
        data: defined({
          pattern: input.pattern,
          matchType: input.match_type,
          response: input.response,
          priority: input.priority,
          isActive: input.is_active,
          whatsappDeviceId: input.device_id,
        }),
      });
    },
  },
});

export const cannedResponses = defineResource({
  type: "canned-responses",
  model: "cannedResponse",
  idKind: "uuid",
  attributes: {
    shortcut: attr("shortcut", "string", { sortable: true }),
    content: attr("content"),
    ...timestamps(),
  },
  search: ["shortcut", "content"],
  defaultSort: "shortcut",
  pageSize: { default: 50, max: 200 },
  access: {
    read: csCan(P.chatsView),
    create: csCan(P.chatsUpdate),
    update: csCan(P.chatsUpdate),
    delete: csCan(P.chatsUpdate),
  },
  create: {
    schema: ZCannedInput,
    clientIds: true,
    run: async ({ db, clientId }, raw) => {
      const input = ZCannedInput.parse(raw);
      const row = await db.cannedResponse
        .create({
          data: {
            ...(clientId ? { id: clientId } : {}),
            shortcut: input.shortcut,
            content: input.content,
          },
          select: { id: true },
        })
        .catch(uniqueTaken("Pintasan sudah dipakai", "/data/attributes/shortcut"));
      return row.id;
    },
  },
  update: {
    schema: ZCannedUpdate,
    run: async ({ db }, id, raw) => {
      const input = ZCannedUpdate.parse(raw);
      await db.cannedResponse
        .update({
          where: { id: String(id) },
          data: defined({ shortcut: input.shortcut, content: input.content }),
        })
        .catch(uniqueTaken("Pintasan sudah dipakai", "/data/attributes/shortcut"));
    },
  },
});

export const csBusinessHours = defineResource({
  type: "cs-business-hours",
  model: "csBusinessHours",
  idKind: "int",
  attributes: {
    is_active: attr("isActive", "boolean"),
    days: attr("days", "json"),
    opens_at: attr("opensAt", "number"),
    closes_at: attr("closesAt", "number"),
    away_message: attr("awayMessage"),
    updatedAt: attr("updatedAt", "datetime"),
  },
  defaultSort: "id",
  access: { read: csCan(P.patternsView), update: csCan(P.patternsUpdate) },
  update: {
    schema: ZBusinessHoursUpdate,
    run: async ({ db }, id, raw) => {
      const input = ZBusinessHoursUpdate.parse(raw);
      const current = await db.csBusinessHours.findUniqueOrThrow({ where: { id: Number(id) } });
      if ((input.closes_at ?? current.closesAt) <= (input.opens_at ?? current.opensAt))
        throw AppError.validation([
          {
            detail: "Jam tutup harus setelah jam buka",
            source: { pointer: "/data/attributes/closes_at" },
          },
        ]);
      await db.csBusinessHours.update({
        where: { id: Number(id) },
        data: defined({
          isActive: input.is_active,
          days: input.days ? [...new Set(input.days)].sort() : undefined,
          opensAt: input.opens_at,
          closesAt: input.closes_at,
          awayMessage: input.away_message,
        }),
      });
    },
  },
});

export const whatsappOptOuts = defineResource({
  type: "whatsapp-opt-outs",
  model: "whatsappOptOut",
  idKind: "uuid",
  attributes: {
    phone: attr("phone", "string", { sortable: true }),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  relationships: { office: { type: "offices", kind: "one", foreignKey: "officeId" } },
  search: ["phone"],
  defaultSort: "-createdAt",
  pageSize: { default: 25, max: 200 },
  access: { read: csCan(P.broadcastsView) },
});

export const customerServiceResources = [
  whatsappDevices,
  whatsappChats,
  whatsappMessages,
  broadcastTemplates,
  broadcasts,
  broadcastRecipients,
  responsePatterns,
  cannedResponses,
  csBusinessHours,
  whatsappOptOuts,
];
