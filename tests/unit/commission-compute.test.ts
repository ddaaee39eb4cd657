// The commission computation (server/commission/compute.ts, docs/commission.md): the golden
// dataset gives exactly the expected amounts and lines of every member, and properties over
// random trees hold (lines sum to totals, nothing on a member's own points, the cap, the result
// independent of the input order).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  computeCommissions,
  type CommissionMember,
  type CommissionPlanRule,
  type MemberCommission,
} from "@/server/commission/compute";
import golden from "../fixtures/commission-golden.json";

interface GoldenPlan {
  version: number;
  min_personal_points: number;
  point_value: number;
  level_basis_points: number[];
  cap_amount: number;
}

function goldenPlan(p: GoldenPlan): CommissionPlanRule {
  return {
    minPersonalPoints: BigInt(p.min_personal_points),
    pointValue: BigInt(p.point_value),
    levelBasisPoints: p.level_basis_points,
    capAmount: BigInt(p.cap_amount),
  };
}

/** The result in the fixture's shape (numbers, codes). */
function asFixture(result: MemberCommission[]) {
  return result.map((m) => ({
    code: m.code,
    personal_points: Number(m.personalPoints),
    group_points: m.groupPoints.map(Number),
    qualified: m.qualified,
    gross_amount: Number(m.grossAmount),
    amount: Number(m.amount),
    lines: m.lines.map((l) => ({
      source: l.sourceCode,
      level: l.level,
      points: Number(l.points),
      basis_points: l.basisPoints,
      gross_amount: Number(l.grossAmount),
      amount: Number(l.amount),
    })),
  }));
}

const goldenMembers: CommissionMember[] = golden.members.map((m) => ({
  id: m.code,
  code: m.code,
  uplineId: m.upline,
}));

describe("commission golden dataset", () => {
  it("has at least 30 members, 5 levels, a member under the minimum and a plan change", () => {
    expect(golden.members.length).toBeGreaterThanOrEqual(30);
    const [m1, m2] = golden.months;
    expect(m1!.plan.level_basis_points).toHaveLength(5);
    expect(m1!.plan).not.toEqual(m2!.plan);
    expect(m1!.expected.some((e) => !e.qualified && e.personal_points > 0)).toBe(true);
    expect(m1!.expected.some((e) => e.lines.some((l) => l.level === 5))).toBe(true);
    expect(m1!.orders.some((o) => o.type === "point_addition")).toBe(true);
  });

  for (const month of golden.months) {
    it(`gives every member's exact amounts and lines (${month.key}, plan v${month.plan.version})`, () => {
      const points = new Map<string, bigint>();
      for (const o of month.orders)
        points.set(o.member, (points.get(o.member) ?? 0n) + BigInt(o.points));
      const result = computeCommissions(goldenMembers, points, goldenPlan(month.plan));
      expect(asFixture(result)).toEqual(month.expected);
    });
  }
});

// Random forests: member i's upline is a member with a smaller index (or none).
const forest = fc
  .array(fc.record({ up: fc.nat(), top: fc.boolean(), points: fc.nat({ max: 500 }) }), {
    minLength: 1,
    maxLength: 60,
  })
  .map((rows) =>
    rows.map((r, i) => ({
      id: `id-${i}`,
      code: `M${String(i).padStart(3, "0")}`,
      uplineId: i === 0 || r.top ? null : `id-${r.up % i}`,
      points: BigInt(r.points),
    })),
  );
const plans = fc.record({
  minPersonalPoints: fc.bigInt({ min: 0n, max: 300n }),
  pointValue: fc.bigInt({ min: 0n, max: 5000n }),
  levelBasisPoints: fc.array(fc.integer({ min: 0, max: 10000 }), { minLength: 1, maxLength: 8 }),
  capAmount: fc.bigInt({ min: 0n, max: 200_000n }),
});

function run(
  rows: { id: string; code: string; uplineId: string | null; points: bigint }[],
  plan: CommissionPlanRule,
) {
  const points = new Map(rows.map((r) => [r.id, r.points]));
  return computeCommissions(rows, points, plan);
}

describe("commission properties", () => {
  it("lines sum to the totals, the cap holds, a member is never paid on its own points", () => {
    fc.assert(
      fc.property(forest, plans, (rows, plan) => {
        for (const m of run(rows, plan)) {
          expect(m.lines.reduce((s, l) => s + l.amount, 0n)).toBe(m.amount);
          expect(m.lines.reduce((s, l) => s + l.grossAmount, 0n)).toBe(m.grossAmount);
          if (plan.capAmount > 0n) expect(m.amount <= plan.capAmount).toBe(true);
          else expect(m.amount).toBe(m.grossAmount);
          for (const l of m.lines) {
            expect(l.amount >= 0n && l.amount <= l.grossAmount).toBe(true);
            expect(l.sourceId).not.toBe(m.memberId);
            expect(l.level >= 1 && l.level <= plan.levelBasisPoints.length).toBe(true);
          }
          // One line per source member at most.
          expect(new Set(m.lines.map((l) => l.sourceId)).size).toBe(m.lines.length);
          if (!m.qualified) expect(m.amount).toBe(0n);
          // Group points by level = the points of that level's sources.
          if (m.qualified)
            m.groupPoints.forEach((g, i) =>
              expect(
                m.lines.filter((l) => l.level === i + 1).reduce((s, l) => s + l.points, 0n),
              ).toBe(g),
            );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("does not depend on the order in which members are given", () => {
    fc.assert(
      fc.property(
        forest.chain((rows) =>
          fc.tuple(
            fc.constant(rows),
            fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
          ),
        ),
        plans,
        ([rows, shuffled], plan) => {
          expect(run(shuffled, plan)).toEqual(run(rows, plan));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("pays each member's points to at most `levels` uplines, once each", () => {
    fc.assert(
      fc.property(forest, plans, (rows, plan) => {
        const paidBy = new Map<string, number>();
        for (const m of run(rows, { ...plan, minPersonalPoints: 0n }))
          for (const l of m.lines) paidBy.set(l.sourceId, (paidBy.get(l.sourceId) ?? 0) + 1);
        for (const n of paidBy.values())
          expect(n).toBeLessThanOrEqual(plan.levelBasisPoints.length);
      }),
      { numRuns: 100 },
    );
  });
});
