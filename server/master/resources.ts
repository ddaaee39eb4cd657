// Master data owned by Pusat that has no other home: expeditions (ekspedisi).
import {
  attr,
  boolFilter,
  eqFilter,
  softDeleteAttr,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import {
  ZExpeditionCreateInput,
  ZExpeditionDetailCreateInput,
  ZExpeditionDetailUpdateInput,
  ZExpeditionUpdateInput,
} from "@/lib/schemas/master";
import { pusatWith } from "./access";
import { createExpedition } from "./create-expedition";
import { updateExpedition } from "./update-expedition";

export const expeditions = defineResource({
  type: "expeditions",
  model: "expedition",
  idKind: "uuid",
  // Its own service lines (expedition-details) are part of it, not records that use it.
  referencedBy: {
    label: "Ekspedisi",
    refs: [
      { model: "officeExpedition", field: "expeditionId" },
      { model: "stockMovement", field: "expeditionId", where: { deletedAt: null } },
    ],
  },
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    phone: attr("phone"),
    address: attr("address"),
    description: attr("description"),
    is_active: attr("isActive", "boolean"),
    ...softDeleteAttr(),
    ...timestamps(),
  },
  relationships: {
    "expedition-details": {
      type: "expedition-details",
      kind: "many",
      inverseKey: "expeditionId",
    },
  },
  filters: { code: eqFilter("code"), is_active: boolFilter("isActive", "is_active") },
  search: ["code", "name"],
  defaultSort: "name",
  softDelete: true,
  access: {
    read: "authenticated",
    create: pusatWith("expeditions.create"),
    update: pusatWith("expeditions.update"),
    delete: pusatWith("expeditions.delete"),
  },
  create: {
    schema: ZExpeditionCreateInput,
    run: ({ db, actor, clientId }, input) =>
      createExpedition(db, { ...ZExpeditionCreateInput.parse(input), id: clientId }, actor),
    clientIds: true,
  },
  update: {
    schema: ZExpeditionUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateExpedition(db, { ...ZExpeditionUpdateInput.parse(input), id: String(id) }, actor),
  },
});

/**
 * expedition-details (SPEC §7): an expedition's service lines — a name such as REG or YES, an
 * optional destination city, the tariff per kilogram in whole rupiah and the estimated days.
 * Everyone signed in reads them (shipping screens quote from them); Pusat edits them with the
 * expedition permissions. Rows are hard-deleted: nothing refers to a service line.
 */
export const expeditionDetails = defineResource({
  type: "expedition-details",
  model: "expeditionDetail",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true, writable: true }),
    city_id: attr("cityId"),
    price_per_kg: attr("pricePerKg", "money", { sortable: true, writable: true }),
    estimated_days: attr("estimatedDays", "number", { writable: true }),
    description: attr("description", "string", { writable: true }),
    is_active: attr("isActive", "boolean", { writable: true }),
    ...timestamps(),
  },
  relationships: {
    expedition: { type: "expeditions", kind: "one", foreignKey: "expeditionId", writable: true },
    city: { type: "cities", kind: "one", foreignKey: "cityId", writable: true },
  },
  filters: {
    expedition_id: uuidFilter("expeditionId", "expedition_id"),
    city_id: eqFilter("cityId"),
    is_active: boolFilter("isActive", "is_active"),
  },
  search: ["name"],
  defaultSort: "name",
  access: {
    read: "authenticated",
    create: pusatWith("expeditions.create"),
    update: pusatWith("expeditions.update"),
    delete: pusatWith("expeditions.delete"),
  },
  create: { schema: ZExpeditionDetailCreateInput },
  update: { schema: ZExpeditionDetailUpdateInput },
});

export const masterResources: ResourceDef[] = [expeditions, expeditionDetails];
