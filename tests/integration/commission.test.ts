// The commission over real HTTP (issue 27 §2-§3, docs/commission.md): the golden dataset loaded
// under two far-future member periods (2091-01 and 2091-02, years no other test writes in), the
// plan configured through the API with one change between the months, each month closed through
// close-mitra-period; the amounts and lines of every member equal the fixture's, a closed month
// keeps its plan version, the saldo credit happens once (also when the step runs again), a member
// reads its own commission only, the Bonus tools refuse a cycle, and the error paths answer
// 4xx, never 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { memberCommissionStep } from "@/server/periods/close-steps/steps/member-commission";
import type { CloseStepContext, StepState } from "@/server/periods/close-steps";
import { UPLINE_IS_CYCLE } from "@/lib/schemas/bonus-tools-rules";
import golden from "../fixtures/commission-golden.json";
import { api, firstError, login, type JsonApiResource } from "../support/api";
import { connectTestDb } from "../support/db";

const PREFIX = "GLD27-";
const PASSWORD = "rahasia123";
const MEMBER_EMAIL = "gld27-g01@erp.test";
const XLSX_ACCEPT = {
  Accept:
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/vnd.api+json",
};
const day = (s: string) => new Date(`${s}T00:00:00Z`);
const PERIODS = [
  { name: "Uji Komisi Januari 2091", startDate: day("2091-01-01"), endDate: day("2091-01-31") },
  { name: "Uji Komisi Februari 2091", startDate: day("2091-02-01"), endDate: day("2091-02-28") },
];

let db: Db;
let admin: string;
let bonus: string;
let member: string;
const officeOf = new Map<string, string>();
const periodIds: string[] = [];
const planIds: string[] = [];

interface PlanFixture {
  version: number;
  min_personal_points: number;
  point_value: number;
  level_basis_points: number[];
  cap_amount: number;
  payout_method: string;
}

async function cleanup() {
  const offices = await db.office.findMany({
    where: { code: { startsWith: PREFIX } },
    select: { id: true },
  });
  const ids = offices.map((o) => o.id);
  const periods = await db.memberPeriod.findMany({
    where: { startDate: { gte: day("2091-01-01"), lt: day("2092-01-01") } },
    select: { id: true },
  });
  const pids = periods.map((p) => p.id);
  await db.officeCommissionLine.deleteMany({ where: { memberPeriodId: { in: pids } } });
  await db.officeCommission.deleteMany({ where: { memberPeriodId: { in: pids } } });
  await db.balanceTrx.deleteMany({ where: { officeId: { in: ids } } });
  await db.office.updateMany({ where: { id: { in: ids } }, data: { balance: 0 } });
  await db.order.deleteMany({ where: { destinationOfficeId: { in: ids } } });
  await db.documentStatusHistory.deleteMany({ where: { documentId: { in: ids } } });
  await db.user.deleteMany({ where: { email: MEMBER_EMAIL } });
  await db.backgroundJob.deleteMany({
    where: { OR: pids.map((id) => ({ key: { endsWith: id } })) },
  });
  await db.periodCloseRun.deleteMany({ where: { memberPeriodId: { in: pids } } });
  await db.memberPeriod.deleteMany({ where: { id: { in: pids } } });
  await db.uplineRelation.deleteMany({ where: { officeId: { in: ids } } });
  // Unlink the tree first, so the offices go in any order.
  await db.office.updateMany({ where: { id: { in: ids } }, data: { officeReferralId: null } });
  await db.office.deleteMany({ where: { id: { in: ids } } });
  if (planIds.length) await db.commissionPlan.deleteMany({ where: { id: { in: planIds } } });
}

async function loadGolden() {
  for (const m of golden.members) {
    const office = await db.office.create({
      data: {
        code: `${PREFIX}${m.code}`,
        name: m.name,
        officeType: "member",
        officeCategoryId: 5,
        officeReferralId: m.upline ? officeOf.get(m.upline)! : null,
        ktpNumber: `KTP-GLD27-${m.code}`,
        bankAccountNumber: `REK-GLD27-${m.code}`,
      },
    });
    officeOf.set(m.code, office.id);
  }
  for (const p of PERIODS) periodIds.push((await db.memberPeriod.create({ data: p })).id);
  const stockist = await db.office.findFirstOrThrow({
    where: { officeCategoryId: 4, deletedAt: null },
    select: { id: true },
  });
  const area = await db.area.findFirstOrThrow({ select: { id: true } });
  const buyerType = await db.buyerType.findFirstOrThrow({ select: { id: true } });
  let n = 0;
  for (const [i, month] of golden.months.entries()) {
    await db.order.createMany({
      data: month.orders.map((o) => ({
        code: `${PREFIX}${month.key}-${(n += 1)}`,
        orderType:
          o.type === "point_addition" ? ("point_addition" as const) : ("cashbill" as const),
        status: "released" as const,
        originOfficeId: stockist.id,
        destinationOfficeId: officeOf.get(o.member)!,
        areaId: area.id,
        buyerTypeId: buyerType.id,
        orderDate: PERIODS[i]!.startDate,
        memberPeriodId: periodIds[i]!,
        totalPoint: BigInt(o.points),
      })),
    });
  }
  // An order that must not count: a draft, and a deleted one.
  await db.order.createMany({
    data: [
      { status: "draft" as const, deletedAt: null },
      { status: "released" as const, deletedAt: new Date() },
    ].map((x, k) => ({
      code: `${PREFIX}ignored-${k}`,
      orderType: "cashbill" as const,
      originOfficeId: stockist.id,
      destinationOfficeId: officeOf.get("G02")!,
      areaId: area.id,
      buyerTypeId: buyerType.id,
      orderDate: PERIODS[0]!.startDate,
      memberPeriodId: periodIds[0]!,
      totalPoint: 1000n,
      ...x,
    })),
  });
  const role = await db.role.findUniqueOrThrow({ where: { name: "mitra_usaha" } });
  await db.user.create({
    data: {
      email: MEMBER_EMAIL,
      name: "Mitra Emas 01",
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      officeId: officeOf.get("G01")!,
      currentRoleId: role.id,
      userRoles: { create: [{ roleId: role.id }] },
    },
  });
}

function planBody(p: PlanFixture) {
  return {
    data: {
      type: "commission-plans",
      attributes: {
        min_personal_points: p.min_personal_points,
        point_value: p.point_value,
        level_percentages: p.level_basis_points.map((bp) => bp / 100),
        cap_amount: p.cap_amount,
        payout_method: p.payout_method,
        note: `Uji komisi v${p.version}`,
      },
    },
  };
}

async function closeMonth(index: number) {
  const res = await api(
    "POST",
    `/api/v1/mitra-periods/${periodIds[index]}/-actions/close-mitra-period`,
    {
      token: admin,
    },
  );
  expect([200, 202], JSON.stringify(res.body)).toContain(res.status);
  for (let i = 0; i < 120; i += 1) {
    const p = await db.memberPeriod.findUniqueOrThrow({ where: { id: periodIds[index]! } });
    if (p.status === "closed") return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the member period did not close");
}

/** The close's result in the fixture's shape. */
async function resultOf(periodId: string) {
  const rows = await db.officeCommission.findMany({
    where: { memberPeriodId: periodId },
    include: {
      office: { select: { code: true } },
      lines: { include: { sourceOffice: { select: { code: true } } } },
    },
  });
  return rows
    .map((r) => ({
      code: r.office.code.slice(PREFIX.length),
      personal_points: Number(r.totalPoint),
      group_points: r.groupPoints.map(Number),
      qualified: r.qualified,
      gross_amount: Number(r.grossAmount),
      amount: Number(r.amount),
      lines: r.lines
        .map((l) => ({
          source: l.sourceOffice.code.slice(PREFIX.length),
          level: l.level,
          points: Number(l.points),
          basis_points: l.basisPoints,
          gross_amount: Number(l.grossAmount),
          amount: Number(l.amount),
        }))
        .sort((a, b) => a.level - b.level || (a.source < b.source ? -1 : 1)),
    }))
    .sort((a, b) => (a.code < b.code ? -1 : 1));
}

beforeAll(async () => {
  db = connectTestDb();
  await cleanup();
  await loadGolden();
  admin = await login("admin@erp.test");
  bonus = await login("bonus@erp.test");
  member = await login(MEMBER_EMAIL, PASSWORD);
}, 180_000);

afterAll(async () => {
  await cleanup();
  await db.$disconnect();
});

describe("the commission plan", () => {
  it("is written as versions by Pusat; others and bad values are refused", async () => {
    const plan = golden.months[0]!.plan;
    const created = await api("POST", "/api/v1/commission-plans", {
      token: admin,
      body: planBody(plan),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const data = created.body.data as JsonApiResource;
    planIds.push(data.id);
    expect(data.attributes).toMatchObject({
      min_personal_points: 50,
      point_value: 1000,
      level_basis_points: [1000, 500, 300, 200, 150],
      level_percentages: [10, 5, 3, 2, 1.5],
      cap_amount: 40000,
      payout_method: "saldo",
    });
    expect(Number(data.attributes.version)).toBeGreaterThanOrEqual(1);

    const denied = await api("POST", "/api/v1/commission-plans", {
      token: bonus,
      body: planBody(plan),
    });
    expect(denied.status).toBe(403);
    const anonymous = await api("POST", "/api/v1/commission-plans", { body: planBody(plan) });
    expect(anonymous.status).toBe(401);
    const bad = await api("POST", "/api/v1/commission-plans", {
      token: admin,
      body: {
        data: {
          type: "commission-plans",
          attributes: {
            ...planBody(plan).data.attributes,
            level_percentages: [120],
            cap_amount: -1,
          },
        },
      },
    });
    expect(bad.status).toBe(422);
    const pointers = (bad.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers).toContain("/data/attributes/cap_amount");
    expect(pointers).toContain("/data/attributes/level_percentages/0");
    const noLevels = await api("POST", "/api/v1/commission-plans", {
      token: admin,
      body: {
        data: {
          type: "commission-plans",
          attributes: { ...planBody(plan).data.attributes, level_percentages: [] },
        },
      },
    });
    expect(noLevels.status).toBe(422);
    const media = await api("POST", "/api/v1/commission-plans", {
      token: admin,
      raw: JSON.stringify(planBody(plan)),
      headers: { "Content-Type": "text/plain" },
    });
    expect(media.status).toBe(415);
    const patch = await api("PATCH", `/api/v1/commission-plans/${data.id}`, {
      token: admin,
      body: { data: { type: "commission-plans", id: data.id, attributes: { cap_amount: 1 } } },
    });
    expect(patch.status).toBe(405);
    const read = await api("GET", `/api/v1/commission-plans/${data.id}`, { token: member });
    expect(read.status).toBe(200);
  });
});

describe("the member-period close computes the golden commission", () => {
  it("month 1 (plan v1): every member's amounts and lines, credited to saldo once", async () => {
    await closeMonth(0);
    const month = golden.months[0]!;
    expect(await resultOf(periodIds[0]!)).toEqual(month.expected);
    const rows = await db.officeCommission.findMany({ where: { memberPeriodId: periodIds[0]! } });
    expect(new Set(rows.map((r) => r.commissionPlanId))).toEqual(new Set([planIds[0]]));
    const paid = rows.filter((r) => r.amount > 0n);
    expect(paid.every((r) => r.balanceTrxId !== null && r.payoutMethod === "saldo")).toBe(true);
    const trx = await db.balanceTrx.findMany({
      where: {
        type: "commission",
        sourceType: "office_commissions",
        sourceId: { in: rows.map((r) => r.id) },
      },
    });
    expect(trx).toHaveLength(paid.length);
    const g01 = await db.office.findUniqueOrThrow({ where: { id: officeOf.get("G01")! } });
    expect(g01.balance).toBe(40000n);
  });

  it("a second run of the step changes nothing and credits nothing again", async () => {
    const before = await db.balanceTrx.count({
      where: { officeId: { in: [...officeOf.values()] } },
    });
    const period = await db.memberPeriod.findUniqueOrThrow({ where: { id: periodIds[0]! } });
    const state: StepState = { planId: planIds[0]!, written: 0 };
    const ctx: CloseStepContext = {
      db,
      input: { kind: "mitra-periods", periodId: period.id, userId: null, jobId: "rerun" },
      runId: "rerun",
      period,
      state,
      progress: {},
      batch: (fn) => db.$transaction((tx) => fn(tx, state)),
      report: async () => undefined,
      setResult: () => undefined,
    };
    await memberCommissionStep.run(ctx);
    expect(await db.balanceTrx.count({ where: { officeId: { in: [...officeOf.values()] } } })).toBe(
      before,
    );
    expect(await resultOf(periodIds[0]!)).toEqual(golden.months[0]!.expected);
    const g01 = await db.office.findUniqueOrThrow({ where: { id: officeOf.get("G01")! } });
    expect(g01.balance).toBe(40000n);
  });

  it("month 2 (plan v2) gives its own amounts; month 1 keeps plan v1 and its amounts", async () => {
    const created = await api("POST", "/api/v1/commission-plans", {
      token: admin,
      body: planBody(golden.months[1]!.plan),
    });
    expect(created.status).toBe(201);
    planIds.push((created.body.data as JsonApiResource).id);
    await closeMonth(1);
    expect(await resultOf(periodIds[1]!)).toEqual(golden.months[1]!.expected);
    expect(await resultOf(periodIds[0]!)).toEqual(golden.months[0]!.expected);
    const plans = await db.officeCommission.groupBy({
      by: ["memberPeriodId", "commissionPlanId"],
      where: { memberPeriodId: { in: periodIds } },
    });
    expect(plans.map((p) => [p.memberPeriodId, p.commissionPlanId]).sort()).toEqual(
      [
        [periodIds[0], planIds[0]],
        [periodIds[1], planIds[1]],
      ].sort(),
    );
  });
});

describe("reading the commission", () => {
  it("a member reads its own months and lines, with its downlines' codes and names only", async () => {
    const list = await api(
      "GET",
      "/api/v1/office-commissions?sort=-createdAt&include=mitra-period",
      {
        token: member,
      },
    );
    expect(list.status).toBe(200);
    const rows = list.body.data as JsonApiResource[];
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.attributes.office_code))).toEqual(new Set([`${PREFIX}G01`]));
    const jan = rows.find((r) => r.attributes.member_period_id === periodIds[0])!;
    expect(jan.attributes).toMatchObject({
      amount: 40000,
      gross_amount: 92200,
      qualified: true,
      personal_points: 120,
    });

    const lines = await api(
      "GET",
      `/api/v1/office-commission-lines?filter[office_commission_id]=${jan.id}&page[size]=100`,
      { token: member },
    );
    expect(lines.status).toBe(200);
    const lineRows = lines.body.data as JsonApiResource[];
    expect(lineRows).toHaveLength(golden.months[0]!.expected[0]!.lines.length);
    const first = lineRows.find((l) => l.attributes.source_code === `${PREFIX}G02`)!;
    expect(Object.keys(first.attributes).sort()).toEqual(
      [
        "amount",
        "basis_points",
        "createdAt",
        "gross_amount",
        "level",
        "member_period_id",
        "office_commission_id",
        "percentage",
        "points",
        "source_code",
        "source_name",
        "source_office_id",
      ].sort(),
    );
    expect(first.attributes).toMatchObject({
      source_code: `${PREFIX}G02`,
      level: 1,
      percentage: 10,
    });
    expect(JSON.stringify(lines.body)).not.toMatch(/KTP-GLD27|REK-GLD27/);

    // Down to the orders that made a line's points (a level-3 downline's cash bills).
    const deep = lineRows.find((l) => l.attributes.source_code === `${PREFIX}G17`)!;
    const orders = await api("GET", `/api/v1/office-commission-lines/${deep.id}/-actions/orders`, {
      token: member,
    });
    expect(orders.status).toBe(200);
    const od = orders.body.data as JsonApiResource[];
    expect(od.reduce((s, o) => s + Number(o.attributes.total_point), 0)).toBe(165);
    expect(new Set(od.map((o) => o.attributes.order_type))).toEqual(
      new Set(["cashbill", "point_addition"]),
    );
  });

  it("another member's commission is not found; a stockist may not read commissions", async () => {
    const other = await db.officeCommission.findFirstOrThrow({
      where: { memberPeriodId: periodIds[0]!, officeId: officeOf.get("G03")! },
      include: { lines: { take: 1 } },
    });
    const one = await api("GET", `/api/v1/office-commissions/${other.id}`, { token: member });
    expect(one.status).toBe(404);
    const lines = await api(
      "GET",
      `/api/v1/office-commission-lines?filter[office_commission_id]=${other.id}`,
      { token: member },
    );
    expect(lines.status).toBe(200);
    expect(lines.body.data).toEqual([]);
    const orders = await api(
      "GET",
      `/api/v1/office-commission-lines/${other.lines[0]!.id}/-actions/orders`,
      {
        token: member,
      },
    );
    expect(orders.status).toBe(404);
    const seeded = await login("mitra@erp.test");
    const theirs = await api(
      "GET",
      `/api/v1/office-commissions?filter[member_period_id]=${periodIds[0]}`,
      {
        token: seeded,
      },
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.data).toEqual([]);
    const stockist = await login("stockist@erp.test");
    expect((await api("GET", "/api/v1/office-commissions", { token: stockist })).status).toBe(403);
    expect(
      (
        await api("GET", "/api/v1/office-commission-lines?filter[office_commission_id]=x", {
          token: bonus,
        })
      ).status,
    ).toBe(400);
    const all = await api(
      "GET",
      `/api/v1/office-commissions?filter[member_period_id]=${periodIds[0]}&page[size]=100`,
      {
        token: bonus,
      },
    );
    expect(all.status).toBe(200);
    expect((all.body.data as JsonApiResource[]).length).toBe(golden.months[0]!.expected.length);
  });

  it("Ambil Data Bonus: a closed month as XLSX; an open month or a bad filter is refused", async () => {
    const file = await api(
      "GET",
      `/api/v1/office-commissions/-actions/exportBonus?filter[member_period_id]=${periodIds[0]}`,
      { token: bonus, noSchema: true, headers: XLSX_ACCEPT },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("spreadsheetml");
    const open = await db.memberPeriod.findFirstOrThrow({ where: { status: "open" } });
    const refused = await api(
      "GET",
      `/api/v1/office-commissions/-actions/exportBonus?filter[member_period_id]=${open.id}`,
      {
        token: bonus,
        headers: XLSX_ACCEPT,
      },
    );
    expect(refused.status).toBe(422);
    const missing = await api("GET", "/api/v1/office-commissions/-actions/exportBonus", {
      token: bonus,
      headers: XLSX_ACCEPT,
    });
    expect(missing.status).toBe(400);
    const denied = await api(
      "GET",
      `/api/v1/office-commissions/-actions/exportBonus?filter[member_period_id]=${periodIds[0]}`,
      {
        token: member,
        headers: XLSX_ACCEPT,
      },
    );
    expect(denied.status).toBe(403);
  });

  it("Log Autentikasi lists members' sign-ins for the Bonus staff only", async () => {
    const res = await api(
      "GET",
      `/api/v1/member-auth-logs?filter[search]=${encodeURIComponent(MEMBER_EMAIL)}`,
      {
        token: bonus,
      },
    );
    expect(res.status).toBe(200);
    const rows = res.body.data as JsonApiResource[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]!.attributes).toMatchObject({ office_code: `${PREFIX}G01`, action: "login" });
    expect((await api("GET", "/api/v1/member-auth-logs", { token: member })).status).toBe(403);
  });
});

describe("the Bonus tools", () => {
  const upline = (memberCode: string, uplineCode: string, token = bonus) =>
    api("POST", `/api/v1/offices/${officeOf.get(memberCode)}/-actions/updateUpline`, {
      token,
      body: { data: { type: "offices", attributes: { upline_code: `${PREFIX}${uplineCode}` } } },
    });

  it("change of upline refuses a cycle (422) and records a valid change", async () => {
    const cycle = await upline("G02", "G11");
    expect(cycle.status).toBe(422);
    expect(firstError(cycle.body)).toMatchObject({
      detail: UPLINE_IS_CYCLE,
      source: { pointer: "/data/attributes/upline_code" },
    });
    expect((await upline("G02", "G02")).status).toBe(422);
    const empty = await api(
      "POST",
      `/api/v1/offices/${officeOf.get("G12")}/-actions/updateUpline`,
      {
        token: bonus,
        body: { data: { type: "offices", attributes: {} } },
      },
    );
    expect(empty.status).toBe(422);
    expect((await upline("G12", "G03", member)).status).toBe(403);
    const missing = await api(
      "POST",
      "/api/v1/offices/00000000-0000-4000-8000-000000000000/-actions/updateUpline",
      {
        token: bonus,
        body: { data: { type: "offices", attributes: { upline_code: `${PREFIX}G03` } } },
      },
    );
    expect(missing.status).toBe(404);

    const ok = await upline("G12", "G03");
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const moved = await db.office.findUniqueOrThrow({ where: { id: officeOf.get("G12")! } });
    expect(moved.officeReferralId).toBe(officeOf.get("G03"));
    const history = await db.documentStatusHistory.findFirstOrThrow({
      where: { documentType: "offices", documentId: moved.id, action: "update-upline" },
    });
    expect(history).toMatchObject({ fromStatus: `${PREFIX}G05`, toStatus: `${PREFIX}G03` });
    // A closed month keeps its lines: G05 still has G12's January line.
    const jan = await resultOf(periodIds[0]!);
    expect(jan).toEqual(golden.months[0]!.expected);
  });

  it("removes a member without purchases, not one with purchases", async () => {
    const fresh = await db.office.create({
      data: {
        code: `${PREFIX}NEW`,
        name: "Mitra Baru",
        officeType: "member",
        officeCategoryId: 5,
        officeReferralId: officeOf.get("G01")!,
      },
    });
    const withOrders = await api(
      "POST",
      `/api/v1/offices/${officeOf.get("G32")}/-actions/removeMember`,
      {
        token: bonus,
        body: { data: { type: "offices", attributes: {} } },
      },
    );
    expect(withOrders.status).toBe(409);
    const removed = await api("POST", `/api/v1/offices/${fresh.id}/-actions/removeMember`, {
      token: bonus,
      body: { data: { type: "offices", attributes: { note: "salah input" } } },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const row = await db.office.findUniqueOrThrow({ where: { id: fresh.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(
      await db.documentStatusHistory.count({
        where: { documentId: fresh.id, action: "remove-member" },
      }),
    ).toBe(1);
    const again = await api("POST", `/api/v1/offices/${fresh.id}/-actions/removeMember`, {
      token: bonus,
      body: { data: { type: "offices", attributes: {} } },
    });
    expect(again.status).toBe(404);
  });
});
