// Custom actions of the money resources (SPEC §7 "balance-trxes GET, approveTopupStockist"):
//   POST balance-trxes/-actions/approveTopupStockist  {"data": {"type": "topups", "id": "…"}}
//        -> 201 + the new balance-trxes row (include=office) and its Location.
//   POST balance-trxes/-actions/rejectTopupStockist
//        {"data": {"type": "topups", "id": "…", "attributes": {"reject_reason": "…"}}}
//        -> 200 + the rejected top-up (not shown in SPEC: a pending top-up needs a way out).
import type { ActionDef } from "@/server/jsonapi/actions";
import { absoluteUrl, documentResponse } from "@/server/jsonapi/respond";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";
import type { HandlerContext } from "@/server/jsonapi/handle";
import { validateInput } from "@/server/jsonapi/engine";
import { ZRejectTopupInput } from "@/lib/schemas/office";
import { approveTopupStockist } from "./approve-topup-stockist";
import { rejectTopupStockist } from "./reject-topup-stockist";
import { topups, ZApproveTopupBody } from "./resources";
import { orderPaymentActions } from "./payment-actions";

/** The top-up named by a `{data: {type: "topups", id}}` body: 400 for another shape, 404 for a bad id. */
function topupOf(ctx: HandlerContext): string {
  const parsed = ZApproveTopupBody.safeParse(ctx.body);
  if (!parsed.success)
    throw AppError.badRequest(parsed.error.issues[0]?.message ?? "Body tidak valid", {
      pointer: "/data",
    });
  const topupId = parsed.data.data.id;
  if (!UUID_RE.test(topupId)) throw AppError.notFound("Topup tidak ditemukan");
  return topupId;
}

export const paymentActions: ActionDef[] = [
  {
    type: "balance-trxes",
    name: "approveTopupStockist",
    scope: "collection",
    methods: ["POST", "PATCH"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      const topupId = topupOf(ctx);
      const trxId = await ctx.db.$transaction((tx) => approveTopupStockist(tx, { topupId }, actor));
      const engine = (await import("@/server/api/registry")).engine;
      const url = new URL(`/api/v1/balance-trxes/${trxId}`, ctx.url);
      url.searchParams.set("include", "office");
      const doc = await engine.read({ db: ctx.db, actor, url }, "balance-trxes", trxId);
      return documentResponse(doc, 201, {
        Location: absoluteUrl(ctx.url, `/api/v1/balance-trxes/${trxId}`),
      });
    },
  },
  {
    type: "balance-trxes",
    name: "rejectTopupStockist",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      const topupId = topupOf(ctx);
      const { attributes } = ctx.body.data as { attributes?: Record<string, unknown> };
      const input = validateInput(topups, ZRejectTopupInput, attributes ?? {});
      await ctx.db.$transaction((tx) => rejectTopupStockist(tx, { topupId, ...input }, actor));
      const engine = (await import("@/server/api/registry")).engine;
      const url = new URL(`/api/v1/topups/${topupId}`, ctx.url);
      return documentResponse(await engine.read({ db: ctx.db, actor, url }, "topups", topupId));
    },
  },
  ...orderPaymentActions,
];
