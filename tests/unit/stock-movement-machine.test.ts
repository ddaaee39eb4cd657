import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors";
import {
  assertComplaintResolvable,
  assertTransition,
  MOVEMENT_STATUSES,
  nextStates,
  packingProblems,
  planReceive,
  assertComplaintSettler,
  planSend,
  type MovementLine,
} from "@/server/stock/movements/machine";
import { kindForRoute, listFilter, MOVEMENT_KINDS } from "@/components/stock-movements/config";
import { ALL_ROUTES } from "@/prisma/seed/data/menus";

const lines: MovementLine[] = [
  {
    id: "l1",
    productId: "p1",
    productCode: "P-001",
    batchId: "b1",
    quantity: 10,
    receivedQuantity: 0,
  },
  {
    id: "l2",
    productId: "p2",
    productCode: "P-002",
    batchId: null,
    quantity: 4,
    receivedQuantity: 0,
  },
];

function statusOf(fn: () => void): number | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.status : -1;
  }
}

describe("stock movement state machine", () => {
  it("allows exactly the lifecycle transitions", () => {
    expect(nextStates("draft", "pack")).toEqual(["packed"]);
    expect(nextStates("packed", "send")).toEqual(["sent"]);
    expect(nextStates("sent", "receive")).toEqual(["received", "partially_received"]);
    expect(nextStates("received", "cancel")).toEqual([]);
    expect(nextStates("sent", "cancel")).toEqual([]);
    for (const s of MOVEMENT_STATUSES) {
      expect(statusOf(() => assertTransition(s, "cancel", "dikirim"))).toBe(
        s === "draft" || s === "packed" ? null : 409,
      );
    }
  });

  it("needs packing before a dikirim send, not before diambil", () => {
    expect(statusOf(() => assertTransition("draft", "send", "dikirim"))).toBe(409);
    expect(statusOf(() => assertTransition("draft", "send", "diambil"))).toBeNull();
    expect(statusOf(() => assertTransition("sent", "send", "diambil"))).toBe(409);
  });

  it("checks packets against the lines", () => {
    expect(
      packingProblems(lines, [
        { productId: "p1", quantity: 6 },
        { productId: "p1", quantity: 4 },
        { productId: "p2", quantity: 4 },
      ]),
    ).toEqual([]);
    expect(packingProblems(lines, [{ productId: "p1", quantity: 10 }])).toEqual([
      "Produk P-002 dikemas 0 dari 4",
    ]);
  });

  it("plans movement_out from the origin on send", () => {
    expect(planSend("wo", lines)).toEqual([
      { warehouseId: "wo", productId: "p1", batchId: "b1", quantity: -10 },
      { warehouseId: "wo", productId: "p2", batchId: null, quantity: -4 },
    ]);
  });

  it("receives in full by default and leaves a remainder on a partial receipt", () => {
    const full = planReceive("wd", lines, null);
    expect(full.status).toBe("received");
    expect(full.remainder).toEqual([]);
    const partial = planReceive("wd", lines, [
      { lineId: "l1", receivedQuantity: 7 },
      { lineId: "l2", receivedQuantity: 0 },
    ]);
    expect(partial.status).toBe("partially_received");
    expect(partial.ledger).toEqual([
      { warehouseId: "wd", productId: "p1", batchId: "b1", quantity: 7 },
    ]);
    expect(partial.remainder).toEqual([
      { productId: "p1", batchId: "b1", quantity: 3 },
      { productId: "p2", batchId: null, quantity: 4 },
    ]);
    expect(statusOf(() => planReceive("wd", lines, [{ lineId: "l1", receivedQuantity: 11 }]))).toBe(
      422,
    );
    expect(statusOf(() => planReceive("wd", lines, [{ lineId: "x", receivedQuantity: 1 }]))).toBe(
      422,
    );
    // One line named twice: a 422, not "the last one wins" (issue 23 §5).
    expect(
      statusOf(() =>
        planReceive("wd", lines, [
          { lineId: "l1", receivedQuantity: 10 },
          { lineId: "l1", receivedQuantity: 0 },
        ]),
      ),
    ).toBe(422);
  });

  it("lets the sender (or the superadmin as a third role) settle a complaint, never the receiver", () => {
    const m = { originOfficeId: "o", destinationOfficeId: "d" };
    const as = (officeId: string | null, isSuperadmin = false) =>
      statusOf(() => assertComplaintSettler({ officeId, isSuperadmin }, m));
    expect(as("o")).toBeNull();
    expect(as("d")).toBe(403);
    expect(as("d", true)).toBe(403);
    expect(as("x")).toBe(403);
    expect(as("x", true)).toBeNull();
  });

  it("resolves complaints only on received movements with a pending complaint and a reason", () => {
    expect(statusOf(() => assertComplaintResolvable("received", "pending", "rusak"))).toBeNull();
    expect(statusOf(() => assertComplaintResolvable("sent", "pending", "rusak"))).toBe(409);
    expect(statusOf(() => assertComplaintResolvable("received", "approved", "rusak"))).toBe(409);
    expect(statusOf(() => assertComplaintResolvable("received", "pending", " "))).toBe(422);
  });
});

describe("stock movement screen configs", () => {
  it("map every route to a kind and stage, and every route exists in the menus", () => {
    const urls = new Set(ALL_ROUTES);
    for (const kind of MOVEMENT_KINDS) {
      for (const [stage, route] of Object.entries(kind.routes)) {
        expect(urls.has(route), route).toBe(true);
        // Kinds share routes (e.g. one susulan list for sales and restocks): the route maps to
        // a kind that has it at this stage.
        const found = kindForRoute(`${route}/abc`);
        expect(found?.stage, route).toBe(stage);
        expect(found?.kind.routes[stage as keyof typeof found.kind.routes], route).toBe(route);
      }
    }
    expect(listFilter(MOVEMENT_KINDS[0], "susulan").is_susulan).toBe("true");
  });
});
