// The order state machine and the server-side totals (server/orders/machine.ts, kinds.ts).
import { describe, expect, it } from "vitest";
import { isAppError } from "@/server/errors";
import {
  ALLOWED_FROM,
  assertOrderTransition,
  canRun,
  isEditable,
  orderTotals,
} from "@/server/orders/machine";
import { isJawaProvince, ORDER_KIND_CONFIG } from "@/server/orders/kinds";
import {
  ORDER_KINDS,
  ORDER_STATUSES,
  ZAccPaymentInput,
  ZCancelStockMovementInput,
  ZCreateOrderInput,
} from "@/lib/schemas/orders";

const line = (totalPrice: bigint, weight = 100) => ({
  totalPrice,
  totalPoint: 2n,
  totalBonusValue: 3n,
  weight,
});

describe("order state machine", () => {
  it("edits only draft and warehouse_rejected orders", () => {
    expect(ORDER_STATUSES.filter(isEditable)).toEqual(["draft", "warehouse_rejected"]);
  });

  it("validates from draft / warehouse_rejected, releases only validated, refuses only released", () => {
    expect(canRun("validate", "draft")).toBe(true);
    expect(canRun("validate", "validated")).toBe(false);
    expect(canRun("acc-payment", "validated")).toBe(true);
    expect(canRun("acc-payment", "released")).toBe(false);
    expect(canRun("cancel-stock-movement", "released")).toBe(true);
    expect(canRun("cancel-stock-movement", "validated")).toBe(false);
    expect(canRun("delete", "released")).toBe(false);
  });

  it("answers an illegal step with a 409 naming the state", () => {
    try {
      assertOrderTransition("update", "validated");
      expect.unreachable();
    } catch (e) {
      expect(isAppError(e) && e.status).toBe(409);
      expect((e as Error).message).toContain("Menunggu Pembayaran");
    }
  });

  it("names only known states", () => {
    for (const from of Object.values(ALLOWED_FROM).flat()) expect(ORDER_STATUSES).toContain(from);
  });
});

describe("order totals", () => {
  it("finalPrice = totalPrice - discount + shippingCost, cashback once the minimum is reached", () => {
    const reached = orderTotals(
      [line(3_000_000n), line(2_500_000n)],
      { minOrder: 5_000_000n, cashback: 250_000n },
      15_000n,
    );
    expect(reached).toEqual({
      totalPrice: 5_500_000n,
      discount: 250_000n,
      finalPrice: 5_265_000n,
      totalPoint: 4n,
      totalBonus: 6n,
      totalWeight: 200,
    });
    const below = orderTotals([line(1_000_000n)], { minOrder: 5_000_000n, cashback: 250_000n }, 0n);
    expect(below.discount).toBe(0n);
    expect(below.finalPrice).toBe(1_000_000n);
    expect(orderTotals([line(100n)], { minOrder: 0n, cashback: 500n }, 0n).discount).toBe(100n);
    expect(orderTotals([], null, 0n).finalPrice).toBe(0n);
  });
});

describe("order kinds", () => {
  it("configures every kind with a maker side among its parties", () => {
    for (const kind of ORDER_KINDS) {
      const cfg = ORDER_KIND_CONFIG[kind];
      expect(cfg.makers.length).toBeGreaterThan(0);
      expect(cfg.origin.length && cfg.destination.length).toBeTruthy();
    }
  });

  it("tells Jawa by the province code (31-36), Bali and the rest are luar Jawa", () => {
    expect(["31", "32", "33", "34", "35", "36"].every(isJawaProvince)).toBe(true);
    expect(["51", "12", "73", "91"].some(isJawaProvince)).toBe(false);
    expect(isJawaProvince(null)).toBe(false);
  });
});

describe("order input schemas", () => {
  const line = { product_id: "0190b8a0-0000-7000-8000-000000000001", quantity: 2 };

  it("accepts and ignores client totals and prices", () => {
    const v = ZCreateOrderInput.parse({
      order_type: "sale",
      total_price: 1,
      final_price: 2,
      discount: 3,
      details: [{ ...line, unit_price: 1, total_price: 1 }],
    });
    expect(v.details[0]).toMatchObject({ product_id: line.product_id, quantity: 2 });
  });

  it("refuses a product twice, no lines, and an empty reason", () => {
    const twice = ZCreateOrderInput.safeParse({ order_type: "sale", details: [line, line] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(["details", 1, "product_id"]);
    expect(ZCreateOrderInput.safeParse({ order_type: "sale", details: [] }).success).toBe(false);
    expect(ZAccPaymentInput.safeParse({ acc_payment_reason: "  " }).success).toBe(false);
    expect(
      ZCancelStockMovementInput.safeParse({ cancel_warehouse_description: "Rusak" }).success,
    ).toBe(true);
  });
});
