// Master data owned by Pusat that has no other home: expeditions (ekspedisi).
import { attr, boolFilter, eqFilter, softDeleteAttr, timestamps } from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import { ZExpeditionCreateInput, ZExpeditionUpdateInput } from "@/lib/schemas/master";
import { pusatWith } from "./access";
import { createExpedition } from "./create-expedition";
import { updateExpedition } from "./update-expedition";

export const expeditions = defineResource({
  type: "expeditions",
  model: "expedition",
  idKind: "uuid",
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
    run: ({ db, actor }, input) => createExpedition(db, ZExpeditionCreateInput.parse(input), actor),
  },
  update: {
    schema: ZExpeditionUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateExpedition(db, { ...ZExpeditionUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const masterResources: ResourceDef[] = [expeditions];
