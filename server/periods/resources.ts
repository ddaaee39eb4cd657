// periods and mitra-periods (SPEC §7 "Periods"): every signed-in user reads them (the current
// period is on everybody's session); Pusat staff with periods.update / mitra-periods.update change
// an open one. Closing is an action (./actions.ts).
import { z } from "zod";
import { attr, enumFilter, timestamps } from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";
import { ZPeriodUpdateInput } from "@/lib/schemas/setup";
import { updatePeriod } from "./update-period";

const common = {
  name: attr("name", "string", { sortable: true }),
  start_date: attr("startDate", "date", { sortable: true }),
  end_date: attr("endDate", "date", { sortable: true }),
  status: attr("status", "enum", { sortable: true }),
  description: attr("description"),
  closed_at: attr("closedAt", "datetime", { sortable: true }),
  closed_by_id: attr("closedById"),
  ...timestamps(),
};

const filters = { status: enumFilter("status", "status", ["open", "closing", "closed"]) };

export const periods = defineResource({
  type: "periods",
  model: "period",
  idKind: "uuid",
  attributes: common,
  relationships: {
    "closed-by": { type: "users", kind: "one", foreignKey: "closedById" },
  },
  filters,
  search: ["name"],
  defaultSort: "-start_date",
  access: { read: "authenticated", update: pusatWith("periods.update") },
  update: {
    schema: ZPeriodUpdateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, id, input) =>
      updatePeriod(db, "periods", { ...ZPeriodUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const mitraPeriods = defineResource({
  type: "mitra-periods",
  model: "memberPeriod",
  idKind: "uuid",
  attributes: { ...common, is_bonus_period: attr("isBonusPeriod", "boolean") },
  relationships: {
    "closed-by": { type: "users", kind: "one", foreignKey: "closedById" },
  },
  filters,
  search: ["name"],
  defaultSort: "-start_date",
  access: { read: "authenticated", update: pusatWith("mitra-periods.update") },
  update: {
    schema: ZPeriodUpdateInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, id, input) =>
      updatePeriod(
        db,
        "mitra-periods",
        { ...ZPeriodUpdateInput.parse(input), id: String(id) },
        actor,
      ),
  },
});

export const periodResources: ResourceDef[] = [periods, mitraPeriods];
