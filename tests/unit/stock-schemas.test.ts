// The stock screens' schemas (lib/schemas/stock.ts): the Tambah Stock form turns in/out and a
// positive quantity into the API's signed quantity; the batch schema refuses an expiry date that
// is not after the production date and reads an empty initial quantity as none.
import { describe, expect, it } from "vitest";
import {
  BATCH_EXPIRY_BEFORE_PRODUCTION,
  ZAdjustStockForm,
  ZAdjustStockInput,
  ZCreateBatchInput,
  adjustmentAttributes,
} from "@/lib/schemas/stock";

const W = "0194f3a0-0000-7000-8000-000000000001";
const P = "0194f3a0-0000-7000-8000-000000000002";

describe("ZAdjustStockForm -> ZAdjustStockInput", () => {
  const form = {
    warehouse_id: W,
    product_id: P,
    direction: "out",
    quantity: "1.500",
    reason: " opname ",
    business_date: "2026-11-20",
  };

  it("signs the quantity by direction and passes the API schema", () => {
    const v = ZAdjustStockForm.parse(form);
    const out = adjustmentAttributes(v);
    expect(out).toEqual({
      warehouse_id: W,
      product_id: P,
      quantity: -1500,
      reason: "opname",
      business_date: "2026-11-20",
    });
    expect(ZAdjustStockInput.parse(out)).toEqual(out);
    expect(
      adjustmentAttributes(ZAdjustStockForm.parse({ ...form, direction: "in" })).quantity,
    ).toBe(1500);
  });

  it("refuses 0, a missing reason and a malformed date with the Indonesian messages", () => {
    const r = ZAdjustStockForm.safeParse({
      ...form,
      quantity: "0",
      reason: " ",
      business_date: "x",
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(
      (r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages.quantity).toBe("Jumlah minimal 1");
    expect(messages.reason).toBe("Alasan wajib diisi");
    expect(messages.business_date).toBe("Format tanggal YYYY-MM-DD");
    expect(
      ZAdjustStockInput.safeParse({ ...form, direction: undefined, quantity: 0 }).success,
    ).toBe(false);
  });
});

describe("ZCreateBatchInput", () => {
  const batch = {
    code: "LOT-1",
    production_date: "2026-01-01",
    expired_at: "2027-01-01",
    warehouse: W,
    product: P,
  };

  it("accepts a lot and reads an empty initial quantity as none", () => {
    expect(ZCreateBatchInput.parse({ ...batch, quantity: "" }).quantity).toBeNull();
    expect(
      ZCreateBatchInput.parse({ ...batch, quantity: "12", reason: "Stok awal lot" }).quantity,
    ).toBe(12);
  });

  it("an initial quantity is an adjustment: it needs a reason (issue 23 §5)", () => {
    const bare = ZCreateBatchInput.safeParse({ ...batch, quantity: "12" });
    expect(bare.error?.issues[0]).toMatchObject({
      path: ["reason"],
      message: "Alasan wajib diisi untuk jumlah awal",
    });
  });

  it("refuses an expiry date on or before the production date, and a code with spaces", () => {
    const same = ZCreateBatchInput.safeParse({ ...batch, expired_at: "2026-01-01" });
    expect(same.error?.issues[0]).toMatchObject({
      path: ["expired_at"],
      message: BATCH_EXPIRY_BEFORE_PRODUCTION,
    });
    expect(ZCreateBatchInput.safeParse({ ...batch, code: "LOT 1" }).success).toBe(false);
  });
});
