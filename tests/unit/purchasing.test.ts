// Pure rules of purchasing (docs/purchasing.md): the purchase-order state table, the state after
// a receipt, and the shared input schema (the form and the API parse the same one).
import { describe, expect, it } from "vitest";
import { ALLOWED_FROM, assertPurchaseOrderTransition, canRun } from "@/server/purchasing/machine";
import {
  completionNote,
  deliveryStateOf,
  purchaseOrderStateOf,
} from "@/server/stock/movements/follow-document-delivery";
import {
  PO_DUPLICATE_PRODUCT,
  PO_EXPECTED_BEFORE_ORDER,
  PURCHASE_ORDER_STATUS_LABEL,
  ZCancelPurchaseOrderInput,
  ZCreatePurchaseOrderInput,
  purchaseOrderTotal,
  type PurchaseOrderStatus,
} from "@/lib/schemas/purchasing";
import { isAppError } from "@/server/errors";

const A = "0195a8e0-0000-7000-8000-000000000001";
const B = "0195a8e0-0000-7000-8000-000000000002";
const SUP = "0195a8e0-0000-7000-8000-0000000000ff";
const STATES = Object.keys(PURCHASE_ORDER_STATUS_LABEL) as PurchaseOrderStatus[];

const input = (over: Record<string, unknown> = {}) => ({
  order_date: "2026-11-25",
  "supplier-office": SUP,
  details: [{ product_id: A, quantity: 2, unit_price: 1000 }],
  ...over,
});

describe("purchase order state table", () => {
  it("allows exactly the documented transitions", () => {
    expect(ALLOWED_FROM).toEqual({
      update: ["draft"],
      submit: ["draft"],
      process: ["submitted"],
      cancel: ["draft", "submitted"],
      receipt: ["submitted", "processing", "sent", "partially_received"],
    });
    for (const s of STATES) expect(canRun("cancel", s)).toBe(s === "draft" || s === "submitted");
  });

  it("refuses an illegal step with a 409 naming the current state", () => {
    try {
      assertPurchaseOrderTransition("process", "cancelled");
      throw new Error("expected a refusal");
    } catch (error) {
      expect(isAppError(error) && error.status).toBe(409);
      expect(String((error as Error).message)).toContain("Dibatalkan");
    }
  });

  it("ends a receipt in received only when every line is accounted for", () => {
    const line = (ordered: number, received: number, lost = 0, damaged = 0) => ({
      ordered,
      received,
      lost,
      damaged,
    });
    const state = (lines: ReturnType<typeof line>[], sent = true) =>
      purchaseOrderStateOf(deliveryStateOf(lines, sent));
    expect(state([line(10, 10), line(5, 4)])).toBe("partially_received");
    expect(state([line(10, 10), line(5, 5)])).toBe("received");
    // A lost or damaged remainder is accounted for: the order is complete.
    expect(state([line(10, 10), line(5, 3, 1, 1)])).toBe("received");
    // Nothing arrived yet: on its way, or (nothing sent) the order keeps its own state.
    expect(state([line(10, 0)])).toBe("sent");
    expect(state([line(10, 0)], false)).toBeNull();
  });

  it("says what a completion wrote off", () => {
    expect(completionNote({ lost: 0, damaged: 0 })).toBe("Semua barang tercatat.");
    expect(completionNote({ lost: 3, damaged: 1 })).toBe(
      "Semua barang tercatat (3 unit hilang, 1 unit rusak).",
    );
  });
});

describe("ZCreatePurchaseOrderInput", () => {
  it("accepts a valid order and ignores a client total", () => {
    const r = ZCreatePurchaseOrderInput.safeParse(input({ total_price: 1 }));
    expect(r.success).toBe(true);
    expect(purchaseOrderTotal([{ quantity: 3, unit_price: 12500 }])).toBe(37500);
  });

  it("names the line and field of each problem", () => {
    const r = ZCreatePurchaseOrderInput.safeParse(
      input({
        details: [
          { product_id: A, quantity: 0, unit_price: 1.5 },
          { product_id: A, quantity: 1, unit_price: 1 },
          { product_id: "", quantity: 1, unit_price: 1 },
        ],
      }),
    );
    expect(r.success).toBe(false);
    const issues = r.error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        ["details.0.quantity", "Jumlah minimal 1"],
        ["details.0.unit_price", "Harus bilangan bulat (rupiah)"],
        ["details.2.product_id", "Kolom wajib diisi"],
      ]),
    );
    // Cross-field rules run once the fields themselves are valid.
    const cross = ZCreatePurchaseOrderInput.safeParse(
      input({
        expected_date: "2026-11-01",
        details: [
          { product_id: A, quantity: 1, unit_price: 1 },
          { product_id: A, quantity: 1, unit_price: 1 },
        ],
      }),
    );
    expect(cross.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["details.1.product_id", PO_DUPLICATE_PRODUCT],
      ["expected_date", PO_EXPECTED_BEFORE_ORDER],
    ]);
  });

  it("bounds the lines and the total", () => {
    const many = Array.from({ length: 201 }, (_, i) => ({
      product_id: `0195a8e0-0000-7000-8000-${String(i).padStart(12, "0")}`,
      quantity: 1,
      unit_price: 1,
    }));
    expect(ZCreatePurchaseOrderInput.safeParse(input({ details: many })).success).toBe(false);
    const huge = [A, B].map((product_id) => ({
      product_id,
      quantity: 1_000_000,
      unit_price: 1_000_000_000,
    }));
    const r = ZCreatePurchaseOrderInput.safeParse(input({ details: huge }));
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["details"]);
    expect(ZCreatePurchaseOrderInput.safeParse(input({ status: "received" })).success).toBe(false);
  });

  it("requires a cancel reason", () => {
    expect(ZCancelPurchaseOrderInput.safeParse({ reason: "  " }).success).toBe(false);
    expect(ZCancelPurchaseOrderInput.safeParse({ reason: "Harga berubah" }).success).toBe(true);
  });
});
