// Row scope of returs: an office sees the returs it sends or receives (Pusat every retur to it
// and its own returns to suppliers; a supplier the returns addressed to it once validated);
// superadmin all. Outside the scope is a 404, so ids of other offices leak nothing.
import type { Actor } from "@/server/auth/actor";
import type { Where } from "@/server/jsonapi/resource";

const NO_OFFICE = "00000000-0000-0000-0000-000000000000";

export function returWhere(actor: Actor): Where | null {
  if (actor.isSuperadmin) return null;
  const office = actor.officeId ?? NO_OFFICE;
  return {
    OR: [
      { originOfficeId: office },
      { destinationOfficeId: office, kind: { not: "supplier" } },
      // A supplier sees Pusat's return once it is validated (a draft is Pusat's own business).
      { destinationOfficeId: office, kind: "supplier", status: { notIn: ["draft"] } },
    ],
  };
}

export function returChildWhere(actor: Actor): Where | null {
  const w = returWhere(actor);
  return w ? { retur: w } : null;
}
