// The pure parts of the Cash Bill area (docs/cash-bills.md): the kinds' configuration, the
// screens' fixed filters and the state a point addition shows.
import { describe, expect, it } from "vitest";
import { ORDER_KIND_CONFIG } from "@/server/orders/kinds";
import { HAND_OVER_KINDS, ORDER_KINDS, orderStatusLabel } from "@/lib/labels/orders";
import { screenFilters } from "@/components/orders/config";
import { ORDER_SCREENS } from "@/components/orders/screens";
import { OFFICE_CATEGORY } from "@/server/auth/actor";

describe("cash bill kinds", () => {
  it("every kind is configured; the member kinds sell to members and count in a member period", () => {
    expect(Object.keys(ORDER_KIND_CONFIG).sort()).toEqual([...ORDER_KINDS].sort());
    for (const kind of ["cashbill", "pbs", "point_addition"] as const) {
      const cfg = ORDER_KIND_CONFIG[kind];
      expect(cfg.destination).toEqual([OFFICE_CATEGORY.MEMBER]);
      expect(cfg.memberPeriod).toBe("required");
      expect(cfg.staffManaged).toBe(true);
      expect(cfg.makers).toEqual(["origin"]);
    }
    expect(ORDER_KIND_CONFIG.member_sale.memberPeriod).toBe("optional");
    expect(ORDER_KIND_CONFIG.pbs.origin).not.toContain(OFFICE_CATEGORY.PUSAT);
    expect(HAND_OVER_KINDS).toEqual(["member_sale", "cashbill", "pbs"]);
  });

  it("a validated point addition is 'Tercatat'; other kinds keep their labels", () => {
    expect(orderStatusLabel("validated", "pending", "point_addition")).toBe("Tercatat");
    expect(orderStatusLabel("validated", "pending", "cashbill")).toBe("Menunggu Pembayaran");
    expect(orderStatusLabel("released", "completed", "cashbill")).toBe("Selesai");
  });

  it("Pusat's lists are not limited to the caller's side; the member's is", () => {
    expect(screenFilters(ORDER_SCREENS["cash-bill-transaksi"])).toEqual({
      kind: "cashbill",
      destination_category: "member",
    });
    expect(screenFilters(ORDER_SCREENS["member-cashbill"])).toMatchObject({
      kind: "cashbill",
      side: "destination",
    });
  });
});
