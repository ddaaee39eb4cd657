// The commission as JSON:API (docs/commission.md "API"):
// - commission-plans: the plan versions. Every signed-in user with an office reads them (a
//   member's explanation shows the percentages); Pusat with commission-plans.create writes a new
//   version (POST). Versions are never changed or deleted (405): a closed month keeps its own.
// - office-commissions: a member's commission of a member period (the totals), written by the
//   close. Pusat with bonuses.view reads all; a member reads its own (bonuses.view, scope).
// - office-commission-lines: the lines of a commission. The source member is given as code and
//   name only (source_code, source_name), never as a readable office: a member reads no personal
//   data of its downlines (docs/security-data.md).
import { z } from "zod";
import { attr, enumFilter, uuidFilter } from "@/server/jsonapi/define";
import { dateFromFilter, dateToFilter } from "@/server/logs/filters";
import { defineResource, type ResourceDef, type Row } from "@/server/jsonapi/resource";
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { pusatWith } from "@/server/master/access";
import { ownOfficeScope } from "@/server/offices/scope";
import { ZCommissionPlanInput } from "@/lib/schemas/commission";
import { createPlanVersion } from "./plans";

const percents = (row: Row) =>
  Array.isArray(row.levelBasisPoints) ? row.levelBasisPoints.map((bp) => Number(bp) / 100) : [];

export const commissionPlans = defineResource({
  type: "commission-plans",
  model: "commissionPlan",
  idKind: "uuid",
  attributes: {
    version: attr("version", "number", { sortable: true }),
    min_personal_points: attr("minPersonalPoints", "number"),
    point_value: attr("pointValue", "money"),
    level_basis_points: attr("levelBasisPoints", "json"),
    level_percentages: attr("levelBasisPoints", "json", { get: percents }),
    cap_amount: attr("capAmount", "money"),
    payout_method: attr("payoutMethod", "enum"),
    note: attr("note"),
    created_by_id: attr("createdById"),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  defaultSort: "-version",
  access: { read: "authenticated", create: pusatWith("commission-plans.create") },
  create: {
    schema: ZCommissionPlanInput as unknown as z.ZodType<Record<string, unknown>>,
    run: ({ db, actor }, input) => createPlanVersion(db, ZCommissionPlanInput.parse(input), actor),
  },
});

/** Pusat with bonuses.view (every member), or a member with it (its own, by the scope). */
export const mayReadCommissions = (actor: Actor) =>
  hasPermission(actor, "bonuses.view") &&
  (isPusat(actor) || actor.officeCategoryId === OFFICE_CATEGORY.MEMBER);

export const officeCommissions = defineResource({
  type: "office-commissions",
  model: "officeCommission",
  idKind: "uuid",
  attributes: {
    office_id: attr("officeId"),
    office_code: attr("officeId", "string", {
      get: (r) => (r.office as { code?: string } | undefined)?.code ?? null,
    }),
    office_name: attr("officeId", "string", {
      get: (r) => (r.office as { name?: string } | undefined)?.name ?? null,
    }),
    member_period_id: attr("memberPeriodId"),
    period_name: attr("memberPeriodId", "string", {
      get: (r) => (r.memberPeriod as { name?: string } | undefined)?.name ?? null,
    }),
    period_start_date: attr("memberPeriodId", "date", {
      get: (r) => (r.memberPeriod as { startDate?: Date } | undefined)?.startDate ?? null,
    }),
    personal_points: attr("totalPoint", "number", { sortable: true }),
    group_points: attr("groupPoints", "json"),
    qualified: attr("qualified", "boolean"),
    gross_amount: attr("grossAmount", "money"),
    amount: attr("amount", "money", { sortable: true }),
    payout_method: attr("payoutMethod", "enum"),
    balance_trx_id: attr("balanceTrxId"),
    commission_plan_id: attr("commissionPlanId"),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  rowInclude: {
    office: { select: { code: true, name: true } },
    memberPeriod: { select: { name: true, startDate: true } },
  },
  relationships: {
    "mitra-period": { type: "mitra-periods", kind: "one", foreignKey: "memberPeriodId" },
    "commission-plan": { type: "commission-plans", kind: "one", foreignKey: "commissionPlanId" },
    lines: { type: "office-commission-lines", kind: "many", inverseKey: "officeCommissionId" },
  },
  filters: {
    office_id: uuidFilter("officeId", "office_id"),
    member_period_id: uuidFilter("memberPeriodId", "member_period_id"),
    payout_method: enumFilter("payoutMethod", "payout_method", ["saldo", "bank_transfer"]),
  },
  search: ["office.code", "office.name"],
  defaultSort: "-createdAt",
  countCap: 10_000,
  access: { read: mayReadCommissions },
  scope: ownOfficeScope(),
});

export const officeCommissionLines = defineResource({
  type: "office-commission-lines",
  model: "officeCommissionLine",
  idKind: "uuid",
  attributes: {
    office_commission_id: attr("officeCommissionId"),
    member_period_id: attr("memberPeriodId"),
    source_office_id: attr("sourceOfficeId"),
    source_code: attr("sourceOfficeId", "string", {
      get: (r) => (r.sourceOffice as { code?: string } | undefined)?.code ?? null,
    }),
    source_name: attr("sourceOfficeId", "string", {
      get: (r) => (r.sourceOffice as { name?: string } | undefined)?.name ?? null,
    }),
    level: attr("level", "number", { sortable: true }),
    points: attr("points", "number", { sortable: true }),
    basis_points: attr("basisPoints", "number"),
    percentage: attr("basisPoints", "number", { get: (r) => Number(r.basisPoints) / 100 }),
    gross_amount: attr("grossAmount", "money", { sortable: true }),
    amount: attr("amount", "money", { sortable: true }),
    createdAt: attr("createdAt", "datetime"),
  },
  rowInclude: { sourceOffice: { select: { code: true, name: true } } },
  filters: {
    office_commission_id: uuidFilter("officeCommissionId", "office_commission_id"),
    level: (value) => {
      const n = Number(value);
      return Number.isInteger(n) && n >= 1 && n <= 10 ? { level: n } : { level: -1 };
    },
  },
  search: ["sourceOffice.code", "sourceOffice.name"],
  defaultSort: "level",
  countCap: 10_000,
  access: { read: mayReadCommissions },
  scope: ownOfficeScope(),
});

const userOf = (r: Row) =>
  r.user as
    { name?: string; email?: string; office?: { code?: string; name?: string } | null } | undefined;

/**
 * member-auth-logs (/bonus/log-autentikasi): the sign-in log (user_logs) of the users of member
 * offices, for Pusat with user-logs.view (the Bonus staff).
 */
export const memberAuthLogs = defineResource({
  type: "member-auth-logs",
  model: "userLog",
  idKind: "uuid",
  attributes: {
    action: attr("action", "string", { sortable: true }),
    ip_address: attr("ipAddress"),
    user_agent: attr("userAgent"),
    user_name: attr("userId", "string", { get: (r) => userOf(r)?.name ?? null }),
    user_email: attr("userId", "string", { get: (r) => userOf(r)?.email ?? null }),
    office_code: attr("userId", "string", { get: (r) => userOf(r)?.office?.code ?? null }),
    office_name: attr("userId", "string", { get: (r) => userOf(r)?.office?.name ?? null }),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  rowInclude: {
    user: { select: { name: true, email: true, office: { select: { code: true, name: true } } } },
  },
  baseWhere: { user: { office: { officeCategoryId: OFFICE_CATEGORY.MEMBER } } },
  filters: {
    action: enumFilter("action", "action", [
      "login",
      "login_failed",
      "logout",
      "refresh",
      "password_changed",
      "email_changed",
      "role_switched",
    ]),
    date_from: dateFromFilter("createdAt"),
    date_to: dateToFilter("createdAt"),
  },
  search: ["user.name", "user.email"],
  defaultSort: "-createdAt",
  countCap: 10_000,
  access: { read: pusatWith("user-logs.view") },
});

/**
 * member-nd-runs: the history of 'Generate Mitra Usaha ND' (docs/commission.md "ND and NE"), one
 * row per run: the period, who ran it, when, how many NDs it gave. Written only by the action
 * mitra-periods/{id}/-actions/generateNd; read by Pusat with bonuses.view.
 */
export const memberNdRuns = defineResource({
  type: "member-nd-runs",
  model: "memberNdRun",
  idKind: "uuid",
  attributes: {
    member_period_id: attr("memberPeriodId"),
    period_name: attr("memberPeriodId", "string", {
      get: (r) => (r.memberPeriod as { name?: string } | undefined)?.name ?? null,
    }),
    user_name: attr("userId", "string", {
      get: (r) => (r.user as { name?: string } | null | undefined)?.name ?? null,
    }),
    assigned_count: attr("assignedCount", "number", { sortable: true }),
    first_nd: attr("firstNd"),
    last_nd: attr("lastNd"),
    note: attr("note"),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  rowInclude: { memberPeriod: { select: { name: true } }, user: { select: { name: true } } },
  relationships: {
    "mitra-period": { type: "mitra-periods", kind: "one", foreignKey: "memberPeriodId" },
  },
  filters: { member_period_id: uuidFilter("memberPeriodId", "member_period_id") },
  defaultSort: "-createdAt",
  access: { read: pusatWith("bonuses.view") },
});

export const commissionResources: ResourceDef[] = [
  commissionPlans,
  officeCommissions,
  officeCommissionLines,
  memberAuthLogs,
  memberNdRuns,
];
