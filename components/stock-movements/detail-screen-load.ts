// What the stock movement detail (detail-screen.tsx) shows: the movement with its lines, packets,
// parent, susulan children, purchase order and expedition (one GET with ?include=...) and its
// state history. Read through an ApiGet, so the detail page's server loads it into the page's
// HTML (server/jsonapi/prefetch.ts) and the browser reloads it after an action.
import {
  resourceResultOf,
  resourceUrl,
  type ApiGet,
  type ResourceIdentifier,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import type {
  HistoryAttributes,
  LineAttributes,
  LoadedMovement,
  MovementDetailAttributes,
  Named,
  PacketAttributes,
} from "./api";

export interface MovementDetailLoaded {
  movement: LoadedMovement;
  history: ResourceObject<HistoryAttributes>[];
}

function related<A>(movement: ResourceObject<A>, name: string): ResourceIdentifier[] {
  const data = movement.relationships?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** The movement document (GET stock-movements/{id} with its includes) as the detail shows it. */
export function loadedMovementOf(document: unknown): LoadedMovement {
  const { resource, included } = resourceResultOf<MovementDetailAttributes>(document);
  const find = <A>(name: string): ResourceObject<A>[] =>
    related(resource, name).flatMap((ref) => {
      const hit = included.find((r) => r.type === ref.type && r.id === ref.id);
      return hit ? [hit as unknown as ResourceObject<A>] : [];
    });
  return {
    movement: resource,
    lines: find<LineAttributes>("movement-details"),
    packets: find<PacketAttributes>("packets").sort((a, b) =>
      a.attributes.code.localeCompare(b.attributes.code, "id", { numeric: true }),
    ),
    parent: find<MovementDetailAttributes>("parent-movement")[0] ?? null,
    susulan: find<MovementDetailAttributes>("susulan-movements"),
    purchaseOrder: find<Named>("purchase-order")[0] ?? null,
    expedition: find<Named>("expedition")[0] ?? null,
  };
}

/** The includes of the movement's GET (the detail, packing and receive screens read the same). */
export const MOVEMENT_DETAIL_PARAMS = {
  include: [
    "movement-details",
    "packets",
    "parent-movement",
    "susulan-movements",
    "purchase-order",
    "expedition",
  ],
};

export async function loadMovementDetail(
  get: ApiGet,
  id: string,
  signal?: AbortSignal,
): Promise<MovementDetailLoaded> {
  const [document, history] = await Promise.all([
    get(resourceUrl("stock-movements", id, MOVEMENT_DETAIL_PARAMS), signal),
    get(`stock-movements/${encodeURIComponent(id)}/-actions/history`, signal) as Promise<{
      data: ResourceObject<HistoryAttributes>[];
    }>,
  ]);
  return { movement: loadedMovementOf(document), history: history.data };
}
