// Custom actions on offices (SPEC §7 "Offices"):
//   POST offices/{id}/-actions/createMember      JSON:API document of a new member -> 201 + office
//   POST offices/{id}/-actions/promoteToStockist member -> stockist              -> 200 + office
//   POST offices/{id}/-actions/promoteToSC       stockist -> stockist center     -> 200 + office
//   GET  offices/-actions/exportMitra            members as text/csv (not JSON:API)
//   POST offices/{id}/-actions/topUpStockist     {"data": {"type": "topups", "attributes": {amount…}}}
//                                                -> 201 + the pending top-up (server/payments)
//   POST office-expeditions/-actions/attachToExpedition
//        {"data": {"type": "office-expeditions", "relationships": {"office": {"data": {type, id}},
//         "expeditions": {"data": [{type, id}, ...]}}}}  -> 200 + the office's expedition linkage
import type { ActionDef } from "@/server/jsonapi/actions";
import type { ActionContext } from "@/server/jsonapi/actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import {
  absoluteUrl,
  datedCsvName,
  documentResponse,
  fileResponse,
} from "@/server/jsonapi/respond";
import { AppError } from "@/server/errors";
import { isPusat } from "@/server/auth/actor";
import { ZCreateMemberInput } from "@/lib/schemas/master";
import { offices } from "./resources";
import { canCreateMember, createMember } from "./create-member";
import { promoteToStockist } from "./promote-to-stockist";
import { promoteToSC } from "./promote-to-sc";
import { exportMitra } from "./export-mitra";
import { assertMayPromote, TO_SC, TO_STOCKIST, type PromotionStep } from "./promote";
import { ZTopUpStockistInput } from "@/lib/schemas/office";
import { topups } from "@/server/payments/resources";
import { requireTopupCreator, topUpStockist } from "@/server/payments/top-up-stockist";
import { z } from "zod";
import { zodToAppError } from "@/server/jsonapi/respond";
import { UUID_RE } from "@/lib/schemas/master-rules";
import { attachOfficeExpeditions } from "./replace-office-expeditions";

async function officeDocument(ctx: ActionContext, id: string, include: string) {
  const engine = ctx.engine;
  const url = new URL(`/api/v1/offices/${id}`, ctx.url);
  url.searchParams.set("include", include);
  return engine.read({ db: ctx.db, actor: ctx.actor, url }, "offices", id);
}

/** 404 unless the caller can see the office. */
const zIdentifier = (type: string, label: string) =>
  z
    .object({
      type: z.literal(type, { error: `Tipe harus ${type}` }),
      id: z.string({ error: `${label} tidak valid` }).regex(UUID_RE, `${label} tidak valid`),
    })
    .strict();

/** The body of attachToExpedition: the office and the expeditions to add (1..100). */
const ZAttachToExpedition = z.object({
  data: z
    .object({
      type: z.literal("office-expeditions", { error: "Tipe harus office-expeditions" }),
      attributes: z.object({}).strict().optional(),
      relationships: z
        .object({
          office: z.object({ data: zIdentifier("offices", "Kantor") }).strict(),
          expeditions: z
            .object({
              data: z
                .array(zIdentifier("expeditions", "Ekspedisi"))
                .min(1, "Pilih minimal satu ekspedisi")
                .max(100, "Maksimal 100 ekspedisi"),
            })
            .strict(),
        })
        .strict(),
    })
    .strict(),
});

async function visibleOffice(ctx: ActionContext, id: string): Promise<string> {
  const engine = ctx.engine;
  const row = await engine.findVisible({ db: ctx.db, actor: ctx.actor, url: ctx.url }, offices, id);
  return String(row.id);
}

function promoteAction(
  name: "promoteToStockist" | "promoteToSC",
  step: PromotionStep,
  run: typeof promoteToStockist,
): ActionDef {
  return {
    type: "offices",
    name,
    scope: "member",
    methods: ["POST", "PATCH"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      assertMayPromote(actor, step);
      const id = await visibleOffice(ctx, ctx.id ?? "");
      await ctx.db.$transaction((tx) => run(tx, { id }, actor));
      return documentResponse(await officeDocument(ctx, id, "office-category,histories"));
    },
  };
}

export const officeActions: ActionDef[] = [
  {
    type: "offices",
    name: "createMember",
    scope: "member",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      if (!canCreateMember(actor)) throw AppError.forbidden();
      const registrar = await visibleOffice(ctx, ctx.id ?? "");
      if (!isPusat(actor) && registrar !== actor.officeId)
        throw AppError.forbidden("Mitra Usaha hanya dapat didaftarkan oleh kantor anda sendiri");
      const input = validateInput(
        offices,
        ZCreateMemberInput,
        inputFromDocument(offices, ctx.body),
      );
      const id = await createMember(ctx.db, input, actor, registrar);
      return documentResponse(
        await officeDocument(ctx, id, "addresses,upline-relations,area,office-category"),
        201,
        { Location: absoluteUrl(ctx.url, `/api/v1/offices/${id}`) },
      );
    },
  },
  promoteAction("promoteToStockist", TO_STOCKIST, promoteToStockist),
  promoteAction("promoteToSC", TO_SC, promoteToSC),
  {
    type: "offices",
    name: "exportMitra",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    produces: "text/csv",
    async run(ctx) {
      const actor = ctx.requireActor();
      const csv = await exportMitra(
        ctx.db,
        { search: ctx.url.searchParams.get("filter[search]") },
        actor,
      );
      return fileResponse(csv, { type: "text/csv", filename: datedCsvName("mitra-usaha") });
    },
  },
  {
    type: "offices",
    name: "topUpStockist",
    scope: "member",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      requireTopupCreator(actor);
      const officeId = await visibleOffice(ctx, ctx.id ?? "");
      const input = validateInput(topups, ZTopUpStockistInput, inputFromDocument(topups, ctx.body));
      const id = await ctx.db.$transaction((tx) =>
        topUpStockist(tx, { ...input, officeId }, actor),
      );
      const engine = ctx.engine;
      const url = new URL(`/api/v1/topups/${id}`, ctx.url);
      url.searchParams.set("include", "office");
      return documentResponse(await engine.read({ db: ctx.db, actor, url }, "topups", id), 201, {
        Location: absoluteUrl(ctx.url, `/api/v1/topups/${id}`),
      });
    },
  },
  {
    type: "office-expeditions",
    name: "attachToExpedition",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      const parsed = ZAttachToExpedition.safeParse(ctx.body);
      if (!parsed.success) throw zodToAppError(parsed.error, "");
      const rels = parsed.data.data.relationships;
      // An office the caller does not see is a 404 before anything is checked or written.
      const officeId = await visibleOffice(ctx, rels.office.data.id);
      await attachOfficeExpeditions(
        ctx.db,
        { officeId, expeditionIds: rels.expeditions.data.map((e) => e.id) },
        actor,
      );
      const engine = ctx.engine;
      return documentResponse(
        await engine.relationship(
          { db: ctx.db, actor, url: ctx.url },
          "offices",
          officeId,
          "office-expeditions",
        ),
      );
    },
  },
];
