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
  planSettle,
  type MovementLine,
} from "@/server/stock/movements/machine";
import { kindForRoute, MOVEMENT_KINDS } from "@/components/stock-movements/config";
import { listFilter } from "@/components/stock-movements/queries";
import { ALL_ROUTES } from "@/prisma/seed/data/menus";

const lines: MovementLine[] = [
  {
    id: "l1",
    productId: "p1",
    productCode: "P-001",
    batchId: "b1",
    quantity: 10,
    receivedQuantity: 0,
    settledQuantity: 0,
  },
  {
    id: "l2",
    productId: "p2",
    productCode: "P-002",
    batchId: null,
    quantity: 4,
    receivedQuantity: 0,
    settledQuantity: 0,
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

  it("receives in full by default and leaves the rest in transit on a partial receipt", () => {
    const full = planReceive("wd", lines, null);
    expect(full.status).toBe("received");
    expect(full.inTransit).toBe(0);
    const partial = planReceive("wd", lines, [
      { lineId: "l1", receivedQuantity: 7 },
      { lineId: "l2", receivedQuantity: 0 },
    ]);
    expect(partial.status).toBe("partially_received");
    expect(partial.ledger).toEqual([
      { warehouseId: "wd", productId: "p1", batchId: "b1", quantity: 7 },
    ]);
    // Nothing of what did not arrive is planned anywhere: it stays in transit (7 units).
    expect(partial.inTransit).toBe(7);
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

  it("settles at most what is in transit, only on a partially received movement", () => {
    const received: MovementLine[] = [
      { ...lines[0]!, receivedQuantity: 7, settledQuantity: 1 },
      { ...lines[1]!, receivedQuantity: 4 },
    ];
    expect(statusOf(() => assertTransition("partially_received", "settle", "dikirim"))).toBeNull();
    expect(statusOf(() => assertTransition("received", "settle", "dikirim"))).toBe(409);
    expect(statusOf(() => assertTransition("sent", "settle", "dikirim"))).toBe(409);
    const all = planSettle(received, null);
    expect(all.lines.map((l) => [l.line.id, l.quantity])).toEqual([["l1", 2]]);
    expect(all.completes).toBe(true);
    const some = planSettle(received, [{ lineId: "l1", quantity: 1 }]);
    expect(some.completes).toBe(false);
    expect(statusOf(() => planSettle(received, [{ lineId: "l1", quantity: 3 }]))).toBe(422);
    expect(statusOf(() => planSettle(received, [{ lineId: "l1", quantity: 0 }]))).toBe(422);
    expect(statusOf(() => planSettle(received, [{ lineId: "l2", quantity: 1 }]))).toBe(422);
    expect(
      statusOf(() =>
        planSettle(received, [
          { lineId: "l1", quantity: 1 },
          { lineId: "l1", quantity: 1 },
        ]),
      ),
    ).toBe(422);
    expect(statusOf(() => planSettle(received, []))).toBe(422);
    const done = received.map((l) => ({ ...l, settledQuantity: l.quantity - l.receivedQuantity }));
    expect(statusOf(() => planSettle(done, null))).toBe(409);
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
