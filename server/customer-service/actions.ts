// Custom actions of customer service (docs/customer-service.md "API"):
//   POST whatsapp-chats/{id}/-actions/reply|note   attributes: body
//   POST whatsapp-chats/{id}/-actions/assign       attributes: user_id (null = nobody)
//   POST whatsapp-chats/{id}/-actions/close|reopen|read
//   GET  whatsapp-chats/{id}/-actions/summary      meta.office_summary (side panel)
//   GET  whatsapp-chats/{id}/-actions/history      assignment / close / reopen history
//   POST whatsapp-devices/{id}/-actions/connect|refresh|disconnect|set-default
//   POST broadcast-templates/-actions/preview      attributes: message, office_id -> meta.preview
//   POST broadcasts/-actions/preview-audience      attributes: audience -> meta.recipients
//   POST broadcasts/{id}/-actions/pause|resume|cancel;  GET broadcasts/{id}/-actions/history
//   POST response-patterns/-actions/test           attributes: message, device_id -> meta.match
// The permission is checked first (403), then the id (404), then the body (422). Writes run in
// one transaction with their outbox rows / jobs; realtime is pushed after the commit.
import type { ActionContext, ActionDef } from "@/server/jsonapi/actions";
import type { Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import type { Db } from "@/server/prisma-client";
import type { ResourceDef } from "@/server/jsonapi/resource";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import { historyAction, memberDocument } from "@/server/jsonapi/member-actions";
import { AppError } from "@/server/errors";
import {
  BROADCAST_STATUS_LABEL,
  firstMatch,
  isWithinBusinessHours,
  renderTemplate,
  ZAssignInput,
  ZAudiencePreviewInput,
  ZNoteInput,
  ZPatternTestInput,
  ZReplyInput,
  ZTemplatePreviewInput,
  type MatchType,
} from "@/lib/schemas/customer-service";
import { CS_PERMISSIONS as P, requireCs } from "./access";
import {
  broadcasts,
  broadcastTemplates,
  responsePatterns,
  whatsappChats,
  whatsappDevices,
} from "./resources";
import { replyChat } from "./reply-chat";
import { addChatNote } from "./add-chat-note";
import { assignChat, CHAT_DOCUMENT_TYPE } from "./assign-chat";
import { setChatStatus } from "./set-chat-status";
import { readChat } from "./read-chat";
import { findChat } from "./find-chat";
import { officeSummary } from "./office-summary";
import { publishChatUpdated } from "./events";
import { deviceConnection, setDefaultDevice } from "./device-connection";
import { BROADCAST_DOCUMENT_TYPE, controlBroadcast } from "./control-broadcast";
import { countAudience } from "./audience";
import { officeValues } from "./office-values";
import { loadBusinessHours } from "./business-hours";

function bodyOf<T>(
  ctx: ActionContext,
  def: ResourceDef,
  schema: Parameters<typeof validateInput<T>>[1],
  id: string | null,
): T {
  return validateInput(def, schema, inputFromDocument(def, ctx.body, id));
}

type Schema<T> = Parameters<typeof validateInput<T>>[1];

/**
 * What differs between the member actions of one resource type: the resource (for the body's
 * type and the answer), the lookup that answers 404 before the body is read, whether the use
 * case runs in a transaction (it then takes that transaction), and what is pushed after it.
 */
interface MemberKind {
  def: ResourceDef;
  find?: (db: Db, id: string) => Promise<unknown>;
  transaction: boolean;
  after?: (db: Db, id: string, name: string) => Promise<void>;
}

const MEMBER_KINDS = {
  chat: {
    def: whatsappChats,
    find: findChat,
    transaction: true,
    after: (db, id, name) => publishChatUpdated(db, [id], name),
  },
  device: { def: whatsappDevices, transaction: false },
  broadcast: { def: broadcasts, transaction: true },
} satisfies Record<string, MemberKind>;

/** One member action (POST/PATCH {type}/{id}/-actions/{name}): one row of the table below. */
function member<I = undefined>(
  kind: keyof typeof MEMBER_KINDS,
  name: string,
  message: string,
  permission: string,
  apply: (db: DbClient, actor: Actor, id: string, input: I) => Promise<unknown>,
  schema?: Schema<I>,
): ActionDef {
  const k: MemberKind = MEMBER_KINDS[kind];
  return {
    type: k.def.type,
    name,
    scope: "member",
    methods: ["POST", "PATCH"],
    auth: "required",
    body: schema ? "jsonapi" : "none",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, permission);
      const id = ctx.id ?? "";
      await k.find?.(ctx.db, id);
      const input = (schema ? bodyOf(ctx, k.def, schema, id) : undefined) as I;
      if (k.transaction) await ctx.db.$transaction((tx) => apply(tx, actor, id, input));
      else await apply(ctx.db, actor, id, input);
      await k.after?.(ctx.db, id, name);
      return memberDocument(ctx, k.def.type, id, message);
    },
  };
}

/** One collection action (POST {type}/-actions/{name}) answering `meta` from its body. */
function collection<I>(
  def: ResourceDef,
  name: string,
  permission: string,
  schema: Schema<I>,
  meta: (db: Db, input: I) => Promise<Record<string, unknown>>,
): ActionDef {
  return {
    type: def.type,
    name,
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      requireCs(ctx.requireActor(), permission);
      const input = bodyOf(ctx, def, schema, null);
      return documentResponse({ meta: await meta(ctx.db, input), jsonapi: { version: "1.0" } });
    },
  };
}

const DEVICE_MESSAGES = {
  connect: "Pindai QR dengan WhatsApp di ponsel",
  refresh: "Status perangkat diperbarui",
  disconnect: "Perangkat diputus",
  "set-default": "Perangkat menjadi perangkat utama chat",
} as const;

const BROADCAST_MESSAGES = {
  pause: "Broadcast dijeda",
  resume: "Broadcast dilanjutkan",
  cancel: "Broadcast dibatalkan",
} as const;

/** The device operations run on the app's client: they call the gateway between writes. */
const onDb = (db: DbClient): Db => db as Db;

export const customerServiceActions: ActionDef[] = [
  // kind, name, message, permission, use case, body schema
  member(
    "chat",
    "reply",
    "Pesan masuk antrean kirim",
    P.chatsUpdate,
    (tx, actor, id, input) => replyChat(tx, id, input, actor),
    ZReplyInput,
  ),
  member(
    "chat",
    "note",
    "Catatan disimpan",
    P.chatsUpdate,
    (tx, actor, id, input) => addChatNote(tx, id, input, actor),
    ZNoteInput,
  ),
  member(
    "chat",
    "assign",
    "Percakapan ditugaskan",
    P.chatsUpdate,
    (tx, actor, id, input) => assignChat(tx, id, input.user_id, actor),
    ZAssignInput,
  ),
  member("chat", "close", "Percakapan ditutup", P.chatsUpdate, (tx, actor, id) =>
    setChatStatus(tx, id, "closed", actor),
  ),
  member("chat", "reopen", "Percakapan dibuka kembali", P.chatsUpdate, (tx, actor, id) =>
    setChatStatus(tx, id, "open", actor),
  ),
  member("chat", "read", "Percakapan ditandai dibaca", P.chatsView, (tx, actor, id) =>
    readChat(tx, id, actor),
  ),
  ...(["connect", "refresh", "disconnect"] as const).map((op) =>
    member("device", op, DEVICE_MESSAGES[op], P.devicesUpdate, (db, actor, id) =>
      deviceConnection(onDb(db), id, op, actor),
    ),
  ),
  member(
    "device",
    "set-default",
    DEVICE_MESSAGES["set-default"],
    P.devicesUpdate,
    (db, actor, id) => setDefaultDevice(onDb(db), id, actor),
  ),
  ...(["pause", "resume", "cancel"] as const).map((action) =>
    member("broadcast", action, BROADCAST_MESSAGES[action], P.broadcastsSend, (tx, actor, id) =>
      controlBroadcast(tx, id, action, actor),
    ),
  ),
  {
    type: "whatsapp-chats",
    name: "summary",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, P.chatsView);
      const id = ctx.id ?? "";
      await findChat(ctx.db, id);
      const chat = await ctx.db.whatsappChat.findUniqueOrThrow({
        where: { id },
        select: { officeId: true },
      });
      const summary = chat.officeId ? await officeSummary(ctx.db, chat.officeId) : null;
      const doc = await ctx.engine.read({ db: ctx.db, actor, url: ctx.url }, "whatsapp-chats", id);
      return documentResponse({ ...doc, meta: { office_summary: summary } });
    },
  },
  historyAction("whatsapp-chats", CHAT_DOCUMENT_TYPE),
  historyAction("broadcasts", BROADCAST_DOCUMENT_TYPE, BROADCAST_STATUS_LABEL),
  collection(
    broadcastTemplates,
    "preview",
    P.templatesView,
    ZTemplatePreviewInput,
    templatePreview,
  ),
  collection(
    broadcasts,
    "preview-audience",
    P.broadcastsView,
    ZAudiencePreviewInput,
    async (db, input) => {
      const count = await countAudience(db, input.audience);
      return { recipients: count.recipients, opted_out: count.optedOut };
    },
  ),
  collection(responsePatterns, "test", P.patternsView, ZPatternTestInput, patternTest),
];

/** broadcast-templates/-actions/preview: the message filled with an office's values. */
async function templatePreview(
  db: Db,
  input: { message: string; office_id?: string | null },
): Promise<Record<string, unknown>> {
  const officeId =
    input.office_id ??
    (
      await db.office.findFirst({
        where: { officeType: "member", deletedAt: null, phone: { not: null } },
        orderBy: { createdAt: "asc" },
        select: { id: true },
      })
    )?.id ??
    null;
  const values = officeId ? await officeValues(db, [officeId]) : new Map();
  const v = officeId ? values.get(officeId) : undefined;
  if (input.office_id && !v) throw AppError.notFound("Kantor tidak ditemukan");
  return {
    preview: renderTemplate(input.message, v ?? {}),
    office: v ? { id: officeId, code: v.kode, name: v.nama } : null,
  };
}

/** response-patterns/-actions/test: the first active pattern a sample message matches. */
async function patternTest(
  db: Db,
  input: { message: string; device_id?: string | null },
): Promise<Record<string, unknown>> {
  const patterns = await db.responsePattern.findMany({
    where: {
      isActive: true,
      ...(input.device_id
        ? { OR: [{ whatsappDeviceId: input.device_id }, { whatsappDeviceId: null }] }
        : {}),
    },
    orderBy: [{ priority: "asc" }, { createdAt: "asc" }],
    select: { id: true, pattern: true, matchType: true, response: true, priority: true },
    take: 500,
  });
  const hit = firstMatch(
    patterns.map((p) => ({ ...p, matchType: p.matchType as MatchType })),
    input.message,
  );
  const hours = await loadBusinessHours(db);
  return {
    match: hit
      ? {
          id: hit.id,
          pattern: hit.pattern,
          match_type: hit.matchType,
          response: hit.response,
          priority: hit.priority,
        }
      : null,
    within_business_hours: isWithinBusinessHours(hours),
    away_message: hours.awayMessage || null,
  };
}
