// Custom actions of the money resources (SPEC §7 "balance-trxes GET, approveTopupStockist"):
//   POST balance-trxes/-actions/approveTopupStockist  {"data": {"type": "topups", "id": "…"}}
//        -> 201 + the new balance-trxes row (include=office) and its Location.
import type { ActionDef } from "@/server/jsonapi/actions";
import { absoluteUrl, documentResponse } from "@/server/jsonapi/respond";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";
import { approveTopupStockist } from "./approve-topup-stockist";
import { ZApproveTopupBody } from "./resources";

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
      const parsed = ZApproveTopupBody.safeParse(ctx.body);
      if (!parsed.success)
        throw AppError.badRequest(parsed.error.issues[0]?.message ?? "Body tidak valid", {
          pointer: "/data",
        });
      const topupId = parsed.data.data.id;
      if (!UUID_RE.test(topupId)) throw AppError.notFound("Topup tidak ditemukan");
      const trxId = await approveTopupStockist(ctx.db, { topupId }, actor);
      const engine = (await import("@/server/api/registry")).engine;
      const url = new URL(`/api/v1/balance-trxes/${trxId}`, ctx.url);
      url.searchParams.set("include", "office");
      const doc = await engine.read({ db: ctx.db, actor, url }, "balance-trxes", trxId);
      return documentResponse(doc, 201, {
        Location: absoluteUrl(ctx.url, `/api/v1/balance-trxes/${trxId}`),
      });
    },
  },
];
