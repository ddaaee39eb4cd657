// periods and mitra-periods (SPEC §7 "Periods"): every signed-in user reads them (the current
// period is on everybody's session); Pusat staff with periods.update / mitra-periods.update change
// an open one. Closing is an action (./actions.ts). period-close-runs: the runs of Tutup Buku
// (close-steps/) with their steps, progress and error, read (and polled) by Pusat staff who may
// close either kind of period.
import { z } from "zod";
import { attr, enumFilter, timestamps, uuidFilter } from "@/server/jsonapi/define";
import type { Actor } from "@/server/auth/actor";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import { pusatWith } from "@/server/master/access";
import { AppError } from "@/server/errors";
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

const mayClose = (actor: Actor) =>
  pusatWith("periods.close")(actor) ||
  pusatWith("setups.run-close-period")(actor) ||
  pusatWith("mitra-periods.close")(actor);

export const periodCloseRuns = defineResource({
  type: "period-close-runs",
  model: "periodCloseRun",
  idKind: "uuid",
  attributes: {
    status: attr("status", "enum", { sortable: true }),
    step: attr("step"),
    completed_steps: attr("completedSteps"),
    progress: attr("progress"),
    error: attr("error"),
    period_id: attr("periodId"),
    member_period_id: attr("memberPeriodId"),
    started_by_id: attr("startedById"),
    started_at: attr("startedAt", "datetime", { sortable: true }),
    heartbeat_at: attr("heartbeatAt", "datetime"),
    finished_at: attr("finishedAt", "datetime", { sortable: true }),
    ...timestamps(),
  },
  relationships: {
    period: { type: "periods", kind: "one", foreignKey: "periodId" },
    "mitra-period": { type: "mitra-periods", kind: "one", foreignKey: "memberPeriodId" },
    "started-by": { type: "users", kind: "one", foreignKey: "startedById" },
  },
  filters: {
    status: enumFilter("status", "status", ["running", "succeeded", "failed"]),
    period_id: uuidFilter("periodId", "period_id"),
    member_period_id: uuidFilter("memberPeriodId", "member_period_id"),
    // The runs of one kind of period (the history on Periode Tutup Buku's tabs).
    kind: (value) => {
      if (value === "periods") return { periodId: { not: null } };
      if (value === "mitra-periods") return { memberPeriodId: { not: null } };
      throw AppError.badRequest("filter[kind] harus periods atau mitra-periods", {
        parameter: "filter[kind]",
      });
    },
  },
  defaultSort: "-started_at",
  access: { read: mayClose },
});

export const periodResources: ResourceDef[] = [periods, mitraPeriods, periodCloseRuns];
