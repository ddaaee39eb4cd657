// Custom actions of the money resources (SPEC §7 "balance-trxes GET, approveTopupStockist"):
//   POST balance-trxes/-actions/approveTopupStockist  {"data": {"type": "topups", "id": "…"}}
//        -> 201 + the new balance-trxes row (include=office) and its Location.
//   POST balance-trxes/-actions/rejectTopupStockist
//        {"data": {"type": "topups", "id": "…", "attributes": {"reject_reason": "…"}}}
//        -> 200 + the rejected top-up (not shown in SPEC: a pending top-up needs a way out).
//   GET  balance-trxes/-actions/ledger  filter[office_id] (Pusat; an SC/stockist: its own),
//        filter[account|trx_type|date_from|date_to], page[limit], page[after]
//        -> balance-trxes rows newest first with running_balance (server/balances/ledger.ts).
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
import { balanceLedger, ledgerOfficeFor, parseLedgerQuery } from "@/server/balances/ledger";
import { bigintToJson } from "@/server/jsonapi/respond";

export const TOPUP_APPROVED_MESSAGE = "Topup berhasil diapprove";

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
      const engine = ctx.engine;
      const url = new URL(`/api/v1/balance-trxes/${trxId}`, ctx.url);
      url.searchParams.set("include", "office");
      const doc = await engine.read({ db: ctx.db, actor, url }, "balance-trxes", trxId);
      return documentResponse({ ...doc, meta: { message: TOPUP_APPROVED_MESSAGE } }, 201, {
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
      const engine = ctx.engine;
      const url = new URL(`/api/v1/topups/${topupId}`, ctx.url);
      return documentResponse(await engine.read({ db: ctx.db, actor, url }, "topups", topupId));
    },
  },
  {
    type: "balance-trxes",
    name: "ledger",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      const q = ctx.url.searchParams;
      const officeId = await ledgerOfficeFor(ctx.db, actor, q.get("filter[office_id]"));
      const { filter, after, limit } = parseLedgerQuery({
        account: q.get("filter[account]"),
        type: q.get("filter[trx_type]"),
        dateFrom: q.get("filter[date_from]"),
        dateTo: q.get("filter[date_to]"),
        after: q.get("page[after]"),
        limit: q.get("page[limit]"),
      });
      const page = await balanceLedger(ctx.db, { officeId, filter, after, limit });
      const links: Record<string, string> = {
        self: absoluteUrl(ctx.url, ctx.url.pathname, ctx.url.searchParams),
      };
      if (page.next) {
        const next = new URLSearchParams(ctx.url.searchParams);
        next.set("page[after]", page.next);
        links.next = absoluteUrl(ctx.url, ctx.url.pathname, next);
      }
      return documentResponse({
        jsonapi: { version: "1.0" },
        links,
        meta: { page: { perPage: limit, hasMore: page.next !== null } },
        data: page.rows.map((r) => ({
          type: "balance-trxes",
          id: r.id,
          attributes: {
            account: r.account,
            trx_type: r.type,
            amount: bigintToJson(r.amount),
            balance_after: bigintToJson(r.balanceAfter),
            running_balance: bigintToJson(r.running),
            source_type: r.sourceType,
            source_id: r.sourceId,
            source_code: r.sourceCode,
            description: r.description,
            office_id: officeId,
            createdAt: r.createdAt.toISOString(),
          },
        })),
      });
    },
  },
  ...orderPaymentActions,
];
