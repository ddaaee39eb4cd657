// The payment input schemas (shared by the 'Bayar' form and the API) and the order machine's
// cancel-payment step (docs/payments.md).
import { describe, expect, it } from "vitest";
import { ZCancelPaymentInput, ZCreatePaymentInput } from "@/lib/schemas/payments";
import { ALLOWED_FROM, TARGET, canRun } from "@/server/orders/machine";

const ID = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";

describe("ZCreatePaymentInput", () => {
  it("accepts methods with whole rupiah (typed text too) and ignores a client amount", () => {
    const v = ZCreatePaymentInput.parse({
      order: ID,
      amount: 999,
      methods: [
        { payment_method_type_id: ID, amount: "1.500.000" },
        { payment_method_type_id: ID, office_bank_id: ID, amount: 2500, reference_number: "T1" },
      ],
    });
    expect(v.methods.map((m) => m.amount)).toEqual([1_500_000, 2500]);
  });

  it("refuses no methods, zero or fractional amounts and unknown keys", () => {
    expect(ZCreatePaymentInput.safeParse({ order: ID, methods: [] }).success).toBe(false);
    for (const amount of [0, -5, 1.5])
      expect(
        ZCreatePaymentInput.safeParse({
          order: ID,
          methods: [{ payment_method_type_id: ID, amount }],
        }).success,
      ).toBe(false);
    expect(
      ZCreatePaymentInput.safeParse({
        order: ID,
        methods: [{ payment_method_type_id: ID, amount: 1, bank: "x" }],
      }).success,
    ).toBe(false);
  });

  it("requires a cancel reason", () => {
    expect(ZCancelPaymentInput.safeParse({ cancel_reason: "  " }).success).toBe(false);
    expect(ZCancelPaymentInput.parse({ cancel_reason: " salah " }).cancel_reason).toBe("salah");
  });
});

describe("cancel-payment in the order machine", () => {
  it("takes only a released order back to validated", () => {
    expect(ALLOWED_FROM["cancel-payment"]).toEqual(["released"]);
    expect(TARGET["cancel-payment"]).toBe("validated");
    expect(canRun("cancel-payment", "validated")).toBe(false);
  });
});
