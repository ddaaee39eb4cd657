// Step "member_commission" of a member-period close (issue 27 §2, docs/commission.md): for every
// member, its personal points, its group points by level and its commission, with each line, and
// the payment as the plan says (credited to saldo through postBalances, or left for the bank
// transfer list). It runs while the period is `closing`, so no order can still count in it and
// the figures are final.
//
// How: the plan is chosen once (the newest version) and kept in the step's state, so a resumed
// close uses the same plan even if Pusat saves a new version meanwhile. The member tree and the
// points are read set-based (two queries, server/commission/points-source.ts), the commission is
// computed in memory (server/commission/compute.ts, deterministic and sorted by member code), and
// the results are written in batches of COMMISSION_BATCH members: each batch inserts the office_commissions
// rows, their lines and the saldo credits (set-based, postBalances) in one transaction together with the cursor (the
// number of results written). Idempotent: a batch repeated after a crash skips what the cursor
// says is written, the rows are inserted ON CONFLICT DO NOTHING (unique (office, member period)
// and (commission, source)), and only a row this batch inserted is credited, once
// (office_commissions.balance_trx_id UNIQUE, and the partial unique index
// balance_trxes_commission_once).
import { computeCommissions, type MemberCommission } from "@/server/commission/compute";
import { memberTree, personalPoints } from "@/server/commission/points-source";
import { currentPlan, planRule } from "@/server/commission/plans";
import { postBalances } from "@/server/balances/post-balance";
import { orderedUuidv7s } from "@/server/ids";
import type { DbOrTx } from "../../kinds";
import type { CloseStepDefinition } from "../types";

/**
 * Members written per transaction. A batch costs a fixed number of statements whatever its size
 * (the commissions, their lines, the saldo credits through postBalances, the credits' ids), so
 * its size trades the work a crash repeats against the round trips; bench/results/commission.md
 * has the figures. (One postBalance per paid member took 142 s for 2,000 members under load.)
 */
export const COMMISSION_BATCH = 2_000;

const text = (xs: readonly (bigint | number | string)[]) => xs.map(String);

async function writeBatch(
  tx: DbOrTx,
  rows: MemberCommission[],
  ctx: {
    memberPeriodId: string;
    periodName: string;
    planId: string;
    payout: "saldo" | "bank_transfer";
    userId: string | null;
  },
): Promise<{ credited: number; lines: number; ms: [number, number, number] }> {
  if (rows.length === 0) return { credited: 0, lines: 0, ms: [0, 0, 0] };
  // Where a batch's time goes (the state keeps the sums: rows, lines, saldo credits).
  const t0 = performance.now();
  const description = `Komisi ${ctx.periodName}`;
  // Ascending ids in the rows' order (by code; lines by level, then code): ties sort naturally.
  const ids = orderedUuidv7s(rows.length);
  const inserted = await tx.$queryRaw<{ id: string; office_id: string }[]>`
    INSERT INTO office_commissions (id, office_id, member_period_id, amount, total_point,
      total_bonus, gross_amount, group_points, qualified, commission_plan_id, payout_method,
      description, created_at, updated_at)
    SELECT r.id, r.office_id, ${ctx.memberPeriodId}::uuid, r.amount, r.points, 0, r.gross,
      r.groups::bigint[], r.qualified, ${ctx.planId}::uuid,
      ${ctx.payout}::commission_payout_method, ${description}, now(), now()
    FROM unnest(${ids}::uuid[], ${rows.map((r) => r.memberId)}::uuid[],
      ${text(rows.map((r) => r.amount))}::bigint[], ${text(rows.map((r) => r.personalPoints))}::bigint[],
      ${text(rows.map((r) => r.grossAmount))}::bigint[],
      ${rows.map((r) => `{${r.groupPoints.join(",")}}`)}::text[],
      ${rows.map((r) => r.qualified)}::boolean[])
      AS r(id, office_id, amount, points, gross, groups, qualified)
    ON CONFLICT (office_id, member_period_id) DO NOTHING
    RETURNING id, office_id`;
  const t1 = performance.now();
  const commissionOf = new Map(inserted.map((r) => [r.office_id, r.id]));

  const lineRows = rows.flatMap((r) => {
    const commissionId = commissionOf.get(r.memberId);
    return commissionId ? r.lines.map((l) => ({ commissionId, officeId: r.memberId, l })) : [];
  });
  if (lineRows.length > 0)
    await tx.$executeRaw`
      INSERT INTO office_commission_lines (id, office_commission_id, office_id, member_period_id,
        source_office_id, level, points, basis_points, gross_amount, amount, created_at)
      SELECT r.id, r.commission_id, r.office_id, ${ctx.memberPeriodId}::uuid, r.source_id,
        r.level, r.points, r.bp, r.gross, r.amount, now()
      FROM unnest(${orderedUuidv7s(lineRows.length)}::uuid[],
        ${lineRows.map((x) => x.commissionId)}::uuid[], ${lineRows.map((x) => x.officeId)}::uuid[],
        ${lineRows.map((x) => x.l.sourceId)}::uuid[], ${lineRows.map((x) => x.l.level)}::int[],
        ${text(lineRows.map((x) => x.l.points))}::bigint[], ${lineRows.map((x) => x.l.basisPoints)}::int[],
        ${text(lineRows.map((x) => x.l.grossAmount))}::bigint[], ${text(lineRows.map((x) => x.l.amount))}::bigint[])
        AS r(id, commission_id, office_id, source_id, level, points, bp, gross, amount)
      ON CONFLICT (office_commission_id, source_office_id) DO NOTHING`;

  const t2 = performance.now();
  // The saldo credits of the rows this batch inserted, all at once (postBalances: the offices
  // locked in id order, one ledger INSERT, one UPDATE of the balances, one journal entry each).
  let credited = 0;
  if (ctx.payout === "saldo") {
    const credits = rows.flatMap((r) => {
      const commissionId = commissionOf.get(r.memberId);
      return commissionId && r.amount > 0n
        ? [{ officeId: r.memberId, amount: r.amount, sourceId: commissionId, description }]
        : [];
    });
    const trxes = await postBalances(
      tx,
      { account: "balance", type: "commission", sourceType: "office_commissions", credits },
      { userId: ctx.userId },
    );
    const paid = credits.flatMap((c, k) => {
      const trx = trxes[k];
      return trx ? [{ commissionId: c.sourceId, trxId: trx.id }] : [];
    });
    if (paid.length > 0)
      await tx.$executeRaw`
        UPDATE office_commissions oc SET balance_trx_id = p.trx_id
        FROM unnest(${paid.map((p) => p.commissionId)}::uuid[], ${paid.map((p) => p.trxId)}::uuid[])
          AS p(commission_id, trx_id)
        WHERE oc.id = p.commission_id`;
    credited = paid.length;
  }
  const ms: [number, number, number] = [t1 - t0, t2 - t1, performance.now() - t2];
  return { credited, lines: lineRows.length, ms };
}

export const memberCommissionStep: CloseStepDefinition = {
  name: "member_commission",
  label: "Menghitung komisi mitra usaha",
  kinds: ["mitra-periods"],
  async run(ctx) {
    // The plan, chosen once for this close.
    if (typeof ctx.state.planId !== "string" && ctx.state.planId !== null) {
      const plan = await currentPlan(ctx.db);
      await ctx.batch(async (_tx, state) => {
        state.planId = plan?.id ?? null;
        state.planVersion = plan?.version ?? null;
        state.written = 0;
        state.credited = 0;
        state.lines = 0;
      });
    }
    const planId = ctx.state.planId;
    if (typeof planId !== "string") {
      // No plan configured: nothing to compute (the period closes with no commissions).
      await ctx.batch(async () => undefined, { last: true });
      return;
    }
    const plan = await ctx.db.commissionPlan.findUniqueOrThrow({ where: { id: planId } });
    const started = Date.now();
    const [tree, points] = await Promise.all([
      memberTree(ctx.db),
      personalPoints(ctx.db, ctx.input.periodId),
    ]);
    const loadedMs = Date.now() - started;
    const results = computeCommissions(tree, points, planRule(plan));
    const computedMs = Date.now() - started - loadedMs;
    const total = results.length;
    const written = Number(ctx.state.written ?? 0);
    const common = {
      memberPeriodId: ctx.input.periodId,
      periodName: ctx.period.name,
      planId,
      payout: plan.payoutMethod,
      userId: ctx.input.userId,
    };
    if (written >= total) {
      await ctx.batch(
        async (_tx, state) => {
          state.members = total;
        },
        { last: true },
      );
      return;
    }
    for (let from = written; from < total; from += COMMISSION_BATCH) {
      const to = Math.min(from + COMMISSION_BATCH, total);
      await ctx.batch(
        async (tx, state) => {
          const out = await writeBatch(tx, results.slice(from, to), common);
          state.written = to;
          state.members = total;
          state.credited = Number(state.credited ?? 0) + out.credited;
          state.lines = Number(state.lines ?? 0) + out.lines;
          const sums = Array.isArray(state.writeMs) ? state.writeMs.map(Number) : [0, 0, 0];
          state.writeMs = out.ms.map((m, k) => Math.round((sums[k] ?? 0) + m));
          if (to === total) {
            state.loadMs = loadedMs;
            state.computeMs = computedMs;
          }
        },
        { last: to === total },
      );
      await ctx.report(to, total);
    }
  },
};
