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
import { broadcasts, broadcastTemplates, responsePatterns, whatsappChats } from "./resources";
import { replyChat } from "./reply-chat";
import { addChatNote } from "./add-chat-note";
import { assignChat, CHAT_DOCUMENT_TYPE } from "./assign-chat";
import { setChatStatus } from "./set-chat-status";
import { readChat } from "./read-chat";
import { findChat } from "./find-chat";
import { officeSummary } from "./office-summary";
import { publishChatUpdated } from "./events";
import { deviceConnection, setDefaultDevice, type DeviceOperation } from "./device-connection";
import {
  BROADCAST_DOCUMENT_TYPE,
  controlBroadcast,
  type BroadcastControl,
} from "./control-broadcast";
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

function chatAction<I>(def: {
  name: string;
  message: string;
  permission: string;
  body?: boolean;
  input?: (ctx: ActionContext, id: string) => I;
  apply: (tx: DbClient, actor: Actor, id: string, input: I) => Promise<unknown>;
}): ActionDef {
  return {
    type: "whatsapp-chats",
    name: def.name,
    scope: "member",
    methods: ["POST", "PATCH"],
    auth: "required",
    body: def.body ? "jsonapi" : "none",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, def.permission);
      const id = ctx.id ?? "";
      await findChat(ctx.db, id);
      const input = def.input ? def.input(ctx, id) : (undefined as I);
      await ctx.db.$transaction((tx) => def.apply(tx, actor, id, input));
      await publishChatUpdated(ctx.db, [id], def.name);
      return memberDocument(ctx, "whatsapp-chats", id, def.message);
    },
  };
}

function deviceAction(
  name: string,
  operation: DeviceOperation | "set-default",
  message: string,
): ActionDef {
  return {
    type: "whatsapp-devices",
    name,
    scope: "member",
    methods: ["POST", "PATCH"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, P.devicesUpdate);
      const id = ctx.id ?? "";
      if (operation === "set-default") await setDefaultDevice(ctx.db, id, actor);
      else await deviceConnection(ctx.db, id, operation, actor);
      return memberDocument(ctx, "whatsapp-devices", id, message);
    },
  };
}

function broadcastAction(name: BroadcastControl, message: string): ActionDef {
  return {
    type: "broadcasts",
    name,
    scope: "member",
    methods: ["POST", "PATCH"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, P.broadcastsSend);
      const id = ctx.id ?? "";
      await ctx.db.$transaction((tx) => controlBroadcast(tx, id, name, actor));
      return memberDocument(ctx, "broadcasts", id, message);
    },
  };
}

function metaResponse(meta: Record<string, unknown>): Response {
  return documentResponse({ meta, jsonapi: { version: "1.0" } });
}

export const customerServiceActions: ActionDef[] = [
  chatAction({
    name: "reply",
    message: "Pesan masuk antrean kirim",
    permission: P.chatsUpdate,
    body: true,
    input: (ctx, id) => bodyOf(ctx, whatsappChats, ZReplyInput, id),
    apply: (tx, actor, id, input) => replyChat(tx, id, input, actor),
  }),
  chatAction({
    name: "note",
    message: "Catatan disimpan",
    permission: P.chatsUpdate,
    body: true,
    input: (ctx, id) => bodyOf(ctx, whatsappChats, ZNoteInput, id),
    apply: (tx, actor, id, input) => addChatNote(tx, id, input, actor),
  }),
  chatAction({
    name: "assign",
    message: "Percakapan ditugaskan",
    permission: P.chatsUpdate,
    body: true,
    input: (ctx, id) => bodyOf(ctx, whatsappChats, ZAssignInput, id),
    apply: (tx, actor, id, input) => assignChat(tx, id, input.user_id, actor),
  }),
  chatAction({
    name: "close",
    message: "Percakapan ditutup",
    permission: P.chatsUpdate,
    apply: (tx, actor, id) => setChatStatus(tx, id, "closed", actor),
  }),
  chatAction({
    name: "reopen",
    message: "Percakapan dibuka kembali",
    permission: P.chatsUpdate,
    apply: (tx, actor, id) => setChatStatus(tx, id, "open", actor),
  }),
  chatAction({
    name: "read",
    message: "Percakapan ditandai dibaca",
    permission: P.chatsView,
    apply: (tx, actor, id) => readChat(tx, id, actor),
  }),
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
  deviceAction("connect", "connect", "Pindai QR dengan WhatsApp di ponsel"),
  deviceAction("refresh", "refresh", "Status perangkat diperbarui"),
  deviceAction("disconnect", "disconnect", "Perangkat diputus"),
  deviceAction("set-default", "set-default", "Perangkat menjadi perangkat utama chat"),
  {
    type: "broadcast-templates",
    name: "preview",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, P.templatesView);
      const input = bodyOf(ctx, broadcastTemplates, ZTemplatePreviewInput, null);
      const officeId =
        input.office_id ??
        (
          await ctx.db.office.findFirst({
            where: { officeType: "member", deletedAt: null, phone: { not: null } },
            orderBy: { createdAt: "asc" },
            select: { id: true },
          })
        )?.id ??
        null;
      const values = officeId ? await officeValues(ctx.db, [officeId]) : new Map();
      const v = officeId ? values.get(officeId) : undefined;
      if (input.office_id && !v) throw AppError.notFound("Kantor tidak ditemukan");
      return metaResponse({
        preview: renderTemplate(input.message, v ?? {}),
        office: v ? { id: officeId, code: v.kode, name: v.nama } : null,
      });
    },
  },
  {
    type: "broadcasts",
    name: "preview-audience",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, P.broadcastsView);
      const input = bodyOf(ctx, broadcasts, ZAudiencePreviewInput, null);
      const count = await countAudience(ctx.db, input.audience);
      return metaResponse({ recipients: count.recipients, opted_out: count.optedOut });
    },
  },
  broadcastAction("pause", "Broadcast dijeda"),
  broadcastAction("resume", "Broadcast dilanjutkan"),
  broadcastAction("cancel", "Broadcast dibatalkan"),
  historyAction("broadcasts", BROADCAST_DOCUMENT_TYPE, BROADCAST_STATUS_LABEL),
  {
    type: "response-patterns",
    name: "test",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireCs(actor, P.patternsView);
      const input = bodyOf(ctx, responsePatterns, ZPatternTestInput, null);
      const patterns = await ctx.db.responsePattern.findMany({
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
      const hours = await loadBusinessHours(ctx.db);
      return metaResponse({
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
      });
    },
  },
];
