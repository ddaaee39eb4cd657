// The links and figures of a document's shipments list (issue 23): each movement opens on the
// viewer's side of its kind, each movement links back to its order's screen, and the figures
// are the sums of its lines.
import { describe, expect, it } from "vitest";
import { shipmentDetailPath } from "@/components/stock-movements/paths";
import { orderDetailPath } from "@/components/orders/screens";
import {
  documentShipments,
  writtenOffText,
} from "@/components/stock-movements/document-shipments-data";
import type { ResourceObject } from "@/lib/jsonapi-client";

const ID = "0195a8e0-0000-7000-8000-000000000001";
const sale = { origin: "pusat", destination: "stockist", orderType: "sale" } as const;
const m = (status: string, extra: object = {}) => ({
  id: ID,
  status,
  is_susulan: false,
  delivery_method: "dikirim" as const,
  ...extra,
});

describe("shipmentDetailPath", () => {
  it("opens a movement where its side works on it", () => {
    expect(shipmentDetailPath(sale, "origin", m("draft"))).toBe(
      `/gudang/pengeluaran/barang-ke-stockist-dikirim/${ID}`,
    );
    expect(shipmentDetailPath(sale, "origin", m("sent"))).toBe(
      `/gudang/pengiriman/barang-ke-stockist-dikirim/${ID}`,
    );
    expect(shipmentDetailPath(sale, "origin", m("draft", { is_susulan: true }))).toBe(
      `/gudang/susulan/barang-ke-stockist/${ID}`,
    );
    expect(shipmentDetailPath(sale, "destination", m("sent"))).toBe(
      `/stockist/penerimaan/barang-dari-pusat/${ID}`,
    );
    expect(
      shipmentDetailPath(
        { origin: "stockist", destination: "member", orderType: "member_sale" },
        "origin",
        m("received", { delivery_method: "diambil" }),
      ),
    ).toBe(`/stockist/pengiriman/barang-ke-mitra/${ID}`);
  });
});

describe("orderDetailPath", () => {
  it("links a movement back to its order's screen, preferring the viewer's area", () => {
    expect(orderDetailPath({ id: ID, orderType: "member_sale" }, "origin", "member")).toBe(
      `/stockist/pengeluaran/barang-ke-member/${ID}`,
    );
    expect(orderDetailPath({ id: ID, orderType: "sale" }, "origin", "stockist", "/gudang")).toBe(
      `/penjualan/transaksi-penjualan/${ID}`,
    );
    expect(
      orderDetailPath({ id: ID, orderType: "sale" }, "origin", "stockist", "/kantor-pelayanan"),
    ).toBe(`/kantor-pelayanan/faktur-kp/${ID}`);
  });
});

describe("documentShipments", () => {
  it("sums each movement's lines and names what was written off", () => {
    const movement = (id: string, code: string): ResourceObject => ({
      type: "stock-movements",
      id,
      attributes: { code, status: "partially_received", is_susulan: false },
    });
    const detail = (id: string, movementId: string, a: object): ResourceObject => ({
      type: "movement-details",
      id,
      attributes: { stock_movement_id: movementId, ...a },
    });
    const rows = documentShipments([
      movement("b", "SJ-2"),
      movement("a", "SJ-1"),
      detail("1", "a", {
        quantity: 10,
        received_quantity: 7,
        in_transit_quantity: 0,
        settled_by_outcome: { returned: 0, susulan: 1, lost: 2, damaged: 0 },
      }),
      detail("2", "a", {
        quantity: 4,
        received_quantity: 3,
        in_transit_quantity: 1,
        settled_by_outcome: { returned: 0, susulan: 0, lost: 0, damaged: 0 },
      }),
    ]);
    expect(rows.map((r) => [r.attributes.code, r.sent, r.received, r.inTransit])).toEqual([
      ["SJ-1", 14, 10, 1],
      ["SJ-2", 0, 0, 0],
    ]);
    expect(rows[0]?.settled).toEqual({ returned: 0, susulan: 1, lost: 2, damaged: 0 });
    expect(writtenOffText(rows)).toBe("2 unit hilang");
    expect(writtenOffText([])).toBeNull();
  });
});
