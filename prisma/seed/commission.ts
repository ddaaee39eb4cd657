// Demo commission (docs/commission.md): a commission plan (v1) and one closed member period, the
// month before the current one, in which the twelve demo members bought (cash bills and a point
// addition), closed with the real close step member_commission (server/periods/close-steps), so
// /komisi-bulanan, its explanation, the Komisi Bulanan tile and Ambil Data Bonus show data on a
// fresh start. MU-0000005 stays under the plan's minimum. Idempotent: skipped once that period
// has commissions.
import { register } from "node:module";
import type { Db } from "@/server/prisma-client";
import { jakartaMonthRange } from "@/lib/business-date";

export const DEMO_COMMISSION_NOTE = "Rencana komisi awal (data demo)";

/** Personal points of the demo members in the closed month (cash bills; a point addition for MU-0000012). */
const POINTS: [code: string, points: number[]][] = [
  ["MU-0000001", [70, 50]],
  ["MU-0000002", [80]],
  ["MU-0000003", [60]],
  ["MU-0000004", [100, 50]],
  ["MU-0000005", [40]],
  ["MU-0000006", [90]],
  ["MU-0000007", [55]],
  ["MU-0000008", [70]],
  ["MU-0000009", [110]],
  ["MU-0000010", [30]],
  ["MU-0000011", [65]],
  ["MU-0000012", [75, 25]],
];

const MONTHS = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

export async function seedCommission(db: Db): Promise<number> {
  register("./server-only-hook.mjs", import.meta.url);
  const { memberCommissionStep } =
    await import("@/server/periods/close-steps/steps/member-commission");
  let plan = await db.commissionPlan.findFirst({ orderBy: { version: "desc" } });
  plan ??= await db.commissionPlan.create({
    data: {
      version: 1,
      minPersonalPoints: 50n,
      pointValue: 1000n,
      levelBasisPoints: [1000, 500, 300, 200, 100],
      capAmount: 0n,
      payoutMethod: "saldo",
      note: DEMO_COMMISSION_NOTE,
    },
  });

  // The month before the current Jakarta month.
  const { start } = jakartaMonthRange();
  const prevStart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1));
  const prevEnd = new Date(start.getTime() - 86_400_000);
  const name = `${MONTHS[prevStart.getUTCMonth()]} ${prevStart.getUTCFullYear()}`;
  let period =
    (await db.memberPeriod.findFirst({ where: { startDate: prevStart } })) ??
    (await db.memberPeriod.create({
      data: { name, startDate: prevStart, endDate: prevEnd, status: "closing" },
    }));
  if (await db.officeCommission.count({ where: { memberPeriodId: period.id } })) return 0;

  const members = await db.office.findMany({
    where: { code: { in: POINTS.map(([c]) => c) } },
    select: { id: true, code: true, areaId: true },
  });
  const stockist = await db.office.findFirst({ where: { code: "STK-001" }, select: { id: true } });
  const buyerType = await db.buyerType.findFirst({ select: { id: true } });
  const area = await db.area.findFirst({ select: { id: true } });
  if (!stockist || !buyerType || !area || members.length === 0) return 0;
  const byCode = new Map(members.map((m) => [m.code, m]));
  let n = 0;
  const orders = POINTS.flatMap(([code, points]) => {
    const m = byCode.get(code);
    if (!m) return [];
    return points.map((p, i) => {
      n += 1;
      const kind =
        code === "MU-0000012" && i === 1 ? ("point_addition" as const) : ("cashbill" as const);
      return {
        code: `KB-DEMO-${String(n).padStart(3, "0")}`,
        orderType: kind,
        status: "released" as const,
        originOfficeId: stockist.id,
        destinationOfficeId: m.id,
        areaId: m.areaId ?? area.id,
        buyerTypeId: buyerType.id,
        orderDate: new Date(prevStart.getTime() + (n % 25) * 86_400_000),
        memberPeriodId: period.id,
        totalPoint: BigInt(p),
        description:
          kind === "point_addition" ? "Tambah poin (data demo)" : "Cash bill (data demo)",
      };
    });
  });
  await db.order.createMany({ data: orders, skipDuplicates: true });

  // The close's own step, as the close job runs it (the period is `closing` meanwhile).
  if (period.status === "open")
    period = await db.memberPeriod.update({
      where: { id: period.id },
      data: { status: "closing" },
    });
  const state: Record<string, unknown> = {};
  await memberCommissionStep.run({
    db,
    input: { kind: "mitra-periods", periodId: period.id, userId: null, jobId: "seed" },
    runId: "seed",
    period,
    state,
    progress: {},
    batch: (fn) => db.$transaction((tx) => fn(tx, state)),
    report: async () => undefined,
    setResult: () => undefined,
  });
  await db.memberPeriod.update({
    where: { id: period.id },
    data: { status: "closed", closedAt: new Date() },
  });
  return db.officeCommission.count({ where: { memberPeriodId: period.id } });
}
