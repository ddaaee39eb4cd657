// Actions of the Cash Bill area (docs/cash-bills.md):
//   POST orders/-actions/add-points   a point addition (order kind point_addition) for a member,
//        body {"data": {"type": "orders", "attributes": {"total_point": 25, "description":
//        "<reason>"}, "relationships": {"destination-office": {"data": {"type": "offices",
//        "id": "<member>"}}}}} -> 201 with the order. 422 outside a bonus period (Home's
//        tooltip text), 409 in a closed member period, 403 without orders.create or for an
//        office that may not add points. `Idempotency-Key` honoured (handle.ts).
// Cash bills and PBS sales are plain orders (POST orders with order_type cashbill / pbs).
import type { ActionDef } from "@/server/jsonapi/actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { memberDocument } from "@/server/jsonapi/member-actions";
import { hasPermission } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { POINT_ADDITION_SAVED, ZAddPointsInput } from "@/lib/schemas/cashbills";
import { orders } from "@/server/orders/resources";
import { addPoints } from "./add-points";

const addPointsAction: ActionDef = {
  type: "orders",
  name: "add-points",
  scope: "collection",
  methods: ["POST"],
  auth: "required",
  body: "jsonapi",
  async run(ctx) {
    const actor = ctx.requireActor();
    // Who may act comes first (403 before 422).
    if (!hasPermission(actor, "orders.create")) throw AppError.forbidden();
    const v = validateInput(orders, ZAddPointsInput, inputFromDocument(orders, ctx.body));
    const id = await ctx.db.$transaction((tx) => addPoints(tx, v, actor));
    return memberDocument(ctx, "orders", id, POINT_ADDITION_SAVED, { status: 201 });
  },
};

export const cashbillActions: ActionDef[] = [addPointsAction];
