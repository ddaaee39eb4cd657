// The screen config helpers of stock movements (components/stock-movements/config.ts): where a
// row links to, where the origin packs, and which stage a related (parent / susulan) movement
// opens in.
import { describe, expect, it } from "vitest";
import { detailPath, packingPath, receivePath, relatedStage, stageOf } from "@/components/stock-movements/paths";
import { listFilter } from "@/components/stock-movements/queries";
import { MOVEMENT_KINDS, movementKind } from "@/components/stock-movements/config";

const kind = MOVEMENT_KINDS[0];
const ID = "0190f5b4-0000-7000-8000-000000000001";

describe("stock movement screen config", () => {
  it("links a row to the detail of its own stage", () => {
    expect(detailPath(kind, "penerimaan", ID)).toBe(
      `/gudang/penerimaan/penerimaan-barang-dari-supplier/${ID}`,
    );
    expect(detailPath(kind, "susulan", ID)).toBe(`/supplier/susulan/barang-dari-supplier/${ID}`);
  });

  it("packs on the pengeluaran route, also for a susulan", () => {
    const packing = `/supplier/pengeluaran/barang-dari-supplier/${ID}/pengemasan`;
    expect(packingPath(kind, "pengeluaran", ID)).toBe(packing);
    expect(packingPath(kind, "susulan", ID)).toBe(packing);
  });

  it("opens a susulan in the susulan stage and its parent in pengiriman for the origin", () => {
    expect(relatedStage(kind, "pengiriman", { is_susulan: true })).toBe("susulan");
    expect(relatedStage(kind, "susulan", { is_susulan: false })).toBe("pengiriman");
    expect(relatedStage(kind, "penerimaan", { is_susulan: true })).toBe("penerimaan");
  });
});

describe("stageOf", () => {
  it("shows a movement in the stage of its side and state", () => {
    expect(stageOf(kind, "destination", { status: "draft", is_susulan: false })).toBe("penerimaan");
    expect(stageOf(kind, "origin", { status: "packed", is_susulan: false })).toBe("pengeluaran");
    expect(stageOf(kind, "origin", { status: "received", is_susulan: false })).toBe("pengiriman");
    expect(stageOf(kind, "origin", { status: "draft", is_susulan: true })).toBe("susulan");
  });
});

describe("the order route kinds", () => {
  const get = (key: string) => {
    const k = movementKind(key);
    if (!k) throw new Error(key);
    return k;
  };

  it("lists expedition shipments of sales and restocks on every stage, with no receipt page", () => {
    expect(listFilter(get("pusat-ekspedisi"), "pengiriman")).toEqual({
      origin_category: "pusat",
      destination_category: "kantor_pelayanan,stockist_center,stockist",
      status: "sent,partially_received,received",
      side: "origin",
      delivery_method: "dikirim",
      order_type: "sale,restock",
    });
    expect(receivePath(get("kp-ekspedisi"))).toBeNull();
  });

  it("shows the stockist its incoming susulan from the moment they exist", () => {
    const f = listFilter(get("to-stockist-susulan"), "penerimaan");
    expect(f).toMatchObject({ side: "destination", is_susulan: "true" });
    expect(f.status).toBe("draft,packed,sent,partially_received,received");
  });

  it("records receipts on tambah-barang-masuk of the buyer's penerimaan route", () => {
    expect(receivePath(get("kp-to-stockist"))).toBe(
      "/stockist/penerimaan/barang-dari-kp/tambah-barang-masuk",
    );
    expect(receivePath(get("pusat-to-kp"))).toBe(
      "/kantor-pelayanan/penerimaan-barang-dari-pusat/tambah-barang-masuk",
    );
    expect(receivePath(MOVEMENT_KINDS[0])).toBeNull();
  });
});
