// The rule a document's delivery state follows (server/stock/movements/follow-document-delivery.ts,
// docs/orders.md "Delivery status"): per product, received + written off (lost, damaged) against
// what was ordered; returned units stay owed.
import { describe, expect, it } from "vitest";
import { deliveryStateOf } from "@/server/stock/movements/follow-document-delivery";
import { orderStatusLabel } from "@/lib/labels/orders";

const line = (ordered: number, received = 0, lost = 0, damaged = 0) => ({
  ordered,
  received,
  lost,
  damaged,
});

describe("deliveryStateOf", () => {
  it("walks pending -> sent -> partially_received -> completed", () => {
    expect(deliveryStateOf([line(10)], false)).toBe("pending");
    expect(deliveryStateOf([line(10)], true)).toBe("sent");
    expect(deliveryStateOf([line(10, 4), line(5)], true)).toBe("partially_received");
    expect(deliveryStateOf([line(10, 10), line(5, 5)], true)).toBe("completed");
  });

  it("counts a lost or damaged remainder as accounted for, a returned one as still owed", () => {
    expect(deliveryStateOf([line(10, 7, 3)], true)).toBe("completed");
    expect(deliveryStateOf([line(10, 7, 0, 3)], true)).toBe("completed");
    // 7 received, 3 returned to the sender: nothing written off, the 3 are still owed.
    expect(deliveryStateOf([line(10, 7)], true)).toBe("partially_received");
  });

  it("never completes a document without lines", () => {
    expect(deliveryStateOf([], true)).toBe("sent");
  });
});

describe("orderStatusLabel", () => {
  it("shows a released order's delivery state once its goods moved", () => {
    expect(orderStatusLabel("released", "pending")).toBe("Siap Dikirim");
    expect(orderStatusLabel("released", "sent")).toBe("Dikirim");
    expect(orderStatusLabel("released", "partially_received")).toBe("Diterima Sebagian");
    expect(orderStatusLabel("released", "completed")).toBe("Selesai");
    expect(orderStatusLabel("validated", "pending")).toBe("Menunggu Pembayaran");
  });
});
