import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import { committedQuantity, planOrderShipment } from "@/server/stock/movements/order-shipment";
import { penerimaanRoute, pengeluaranRoute } from "@/server/stock/movements/order-notices";
import { MOVEMENT_KINDS } from "@/components/stock-movements/config";
import { pendingOrdersFilter, listFilter } from "@/components/stock-movements/queries";
import { ALL_ROUTES } from "@/prisma/seed/data/menus";

function statusOf(f: () => unknown): number | null {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.status : -1;
  }
}

const A = { productId: "a", code: "BRG-A", ordered: 10, committed: 0 };
const B = { productId: "b", code: "BRG-B", ordered: 5, committed: 5 };

describe("order shipment plan", () => {
  it("ships everything remaining by default, and 409 when nothing remains", () => {
    expect(planOrderShipment([A, B], null)).toEqual([{ productId: "a", quantity: 10 }]);
    expect(statusOf(() => planOrderShipment([B], []))).toBe(409);
  });
  it("caps quantities at what is ordered and not yet shipped, duplicates merged", () => {
    expect(
      planOrderShipment(
        [A],
        [
          { productId: "a", quantity: 4 },
          { productId: "a", quantity: 6 },
        ],
      ),
    ).toEqual([{ productId: "a", quantity: 10 }]);
    expect(statusOf(() => planOrderShipment([A], [{ productId: "a", quantity: 11 }]))).toBe(422);
    expect(statusOf(() => planOrderShipment([A, B], [{ productId: "b", quantity: 1 }]))).toBe(422);
    expect(statusOf(() => planOrderShipment([A], [{ productId: "x", quantity: 1 }]))).toBe(422);
  });
  it("counts a movement minus what was settled on it (a susulan counts itself), a cancelled one not", () => {
    // 10 sent, 6 received, 1 still in transit, 3 settled (returned, lost, damaged or susulan).
    const lines = [{ productId: "a", quantity: 10, settledQuantity: 3 }];
    expect(committedQuantity({ status: "partially_received", lines }).get("a")).toBe(7);
    const packed = [{ productId: "a", quantity: 10, settledQuantity: 0 }];
    expect(committedQuantity({ status: "packed", lines: packed }).get("a")).toBe(10);
    expect(committedQuantity({ status: "cancelled", lines }).get("a")).toBeUndefined();
  });
});

describe("order shipping routes", () => {
  const urls = new Set(ALL_ROUTES);
  it("notices link to routes of the menus", () => {
    for (const origin of ["pusat", "kantor_pelayanan", "stockist_center"] as const)
      for (const dest of ["stockist", "stockist_center", "kantor_pelayanan"] as const)
        for (const type of ["sale", "restock"])
          for (const method of ["dikirim", "diambil", null]) {
            const r = pengeluaranRoute(origin, dest, type, method);
            if (r && !(origin === "stockist_center" && dest !== "stockist"))
              expect(urls.has(r), r).toBe(true);
          }
    expect(pengeluaranRoute("stockist", "member", "member_sale", null)).toBe(
      "/stockist/pengeluaran",
    );
    for (const origin of ["pusat", "kantor_pelayanan", "stockist_center"] as const)
      expect(urls.has(penerimaanRoute(origin, "stockist") ?? ""), origin).toBe(true);
    expect(urls.has(penerimaanRoute("pusat", "stockist_center") ?? "")).toBe(true);
    expect(urls.has(penerimaanRoute("pusat", "kantor_pelayanan") ?? "")).toBe(true);
  });
  it("pengeluaran lists split restock from sales; other stages show every order kind", () => {
    const sale = MOVEMENT_KINDS.find((k) => k.key === "pusat-to-stockist-dikirim");
    const restock = MOVEMENT_KINDS.find((k) => k.key === "pusat-restock-to-stockist-dikirim");
    if (!sale || !restock) throw new Error("kinds missing");
    expect(listFilter(sale, "pengeluaran").order_type).toBe("sale,purchase,loan");
    expect(listFilter(restock, "pengeluaran").order_type).toBe("restock");
    expect(listFilter(sale, "pengiriman").order_type).toBeUndefined();
    expect(pendingOrdersFilter(restock)).toMatchObject({
      awaiting_shipment: "true",
      side: "origin",
      order_type: "restock",
      destination_category: "stockist",
      ships_as: "dikirim",
    });
    expect(pendingOrdersFilter(MOVEMENT_KINDS[0])).toBeNull();
  });
});
