// The commission of a member period (issue 27 §2; docs/commission.md), as a pure function: no
// database, no clock. The close step (server/periods/close-steps/steps/member-commission.ts)
// loads the members, their upline links and their personal points, calls computeCommissions and
// writes what it returns; the golden dataset (tests/fixtures/commission-golden.json) and the
// property tests (tests/unit/commission-*.test.ts) prove it.
//
// The rule:
// - A member's personal points are its own purchases in the month (points-source.ts).
// - Level L of a member M is the set of members exactly L upline steps below M (its direct
//   downlines are level 1). Only members are links of the chain: an upline that is not a member
//   (a stockist) ends it.
// - M qualifies when its personal points reach the plan's minimum. A member that does not
//   qualify earns nothing this month (its group points are still reported); its own points still
//   count for the members above it.
// - For a qualified M, every member D with points at level L <= the plan's levels gives one LINE:
//   gross = floor(points(D) × point value × percentage(L) / 10000) rupiah, the percentage held
//   in basis points (1000 = 10 %). Rounding: each line is rounded down to whole rupiah, never up,
//   and the total is the sum of its lines, so a total never exceeds what its lines say.
// - M's own points are never a line of M (levels start at 1), and D pays M at most once (one
//   level relates them).
// - The cap (rupiah per member and month, 0 = none): lines are paid in a fixed order (level
//   ascending, then the source member's code in code-unit order) until the cap is reached; the
//   line that crosses it is paid the rest, the lines after it 0. Each line keeps its gross amount
//   and its paid amount, so the explanation shows what the cap took.
// The result is sorted (members and lines by code), so it does not depend on the order of the
// input.

export interface CommissionPlanRule {
  /** Personal points a member needs in the month to earn a commission. */
  minPersonalPoints: bigint;
  /** Rupiah per point. */
  pointValue: bigint;
  /** Percentage per level in basis points: index 0 = level 1 (the direct downlines). */
  levelBasisPoints: readonly number[];
  /** Highest commission of one member in one month, rupiah; 0 = no cap. */
  capAmount: bigint;
}

export interface CommissionMember {
  id: string;
  /** Unique and stable: the order of the lines under a cap. */
  code: string;
  /** The upline's id when the upline is a member; otherwise null (the top of a chain). */
  uplineId: string | null;
}

export interface CommissionLine {
  /** The member whose points pay this line. */
  sourceId: string;
  sourceCode: string;
  level: number;
  points: bigint;
  basisPoints: number;
  /** Before the cap. */
  grossAmount: bigint;
  /** Paid (after the cap). */
  amount: bigint;
}

export interface MemberCommission {
  memberId: string;
  code: string;
  personalPoints: bigint;
  /** Points of the members at level 1..levels (index 0 = level 1). */
  groupPoints: bigint[];
  qualified: boolean;
  /** Sum of the lines' gross amounts (before the cap). */
  grossAmount: bigint;
  /** Sum of the lines' paid amounts = what the member is paid. */
  amount: bigint;
  lines: CommissionLine[];
}

const byCode = (a: { code: string }, b: { code: string }) =>
  a.code < b.code ? -1 : a.code > b.code ? 1 : 0;

export function lineGross(points: bigint, pointValue: bigint, basisPoints: number): bigint {
  return (points * pointValue * BigInt(basisPoints)) / 10000n;
}

/** Applies the cap to lines already in paying order; returns the paid total. */
function applyCap(lines: CommissionLine[], cap: bigint): bigint {
  let paid = 0n;
  for (const line of lines) {
    if (cap === 0n) line.amount = line.grossAmount;
    else {
      const room = cap - paid;
      line.amount = line.grossAmount < room ? line.grossAmount : room > 0n ? room : 0n;
    }
    paid += line.amount;
  }
  return paid;
}

export function validatePlan(plan: CommissionPlanRule): void {
  if (plan.minPersonalPoints < 0n || plan.pointValue < 0n || plan.capAmount < 0n)
    throw new RangeError("commission plan: negative value");
  for (const bp of plan.levelBasisPoints)
    if (!Number.isInteger(bp) || bp < 0 || bp > 10000)
      throw new RangeError("commission plan: a level's basis points must be 0..10000");
}

/**
 * The commission of every member that has points or group points in the month. `points` maps a
 * member id to its personal points (absent = 0). Members whose whole tree within the plan's
 * levels has no points are left out.
 */
export function computeCommissions(
  members: readonly CommissionMember[],
  points: ReadonlyMap<string, bigint>,
  plan: CommissionPlanRule,
): MemberCommission[] {
  validatePlan(plan);
  const levels = plan.levelBasisPoints.length;
  const byId = new Map<string, CommissionMember>();
  for (const m of members) byId.set(m.id, m);

  interface Acc {
    group: bigint[];
    sources: { member: CommissionMember; level: number; points: bigint }[];
  }
  const acc = new Map<string, Acc>();
  const accOf = (id: string): Acc => {
    let a = acc.get(id);
    if (!a) {
      a = { group: Array.from({ length: levels }, () => 0n), sources: [] };
      acc.set(id, a);
    }
    return a;
  };

  for (const m of members) {
    const p = points.get(m.id) ?? 0n;
    if (p <= 0n) continue;
    accOf(m.id);
    // Walk up at most `levels` members; a cycle (refused by the upline tool) cannot loop here.
    let up = m.uplineId;
    for (let level = 1; level <= levels && up !== null; level += 1) {
      const upline = byId.get(up);
      if (!upline || upline.id === m.id) break;
      const a = accOf(upline.id);
      a.group[level - 1]! += p;
      a.sources.push({ member: m, level, points: p });
      up = upline.uplineId;
    }
  }

  const out: MemberCommission[] = [];
  for (const [id, a] of acc) {
    const m = byId.get(id)!;
    const personalPoints = points.get(id) ?? 0n;
    const qualified = personalPoints >= plan.minPersonalPoints && personalPoints > 0n;
    const lines: CommissionLine[] = qualified
      ? a.sources
          .map((s) => {
            const basisPoints = plan.levelBasisPoints[s.level - 1]!;
            const grossAmount = lineGross(s.points, plan.pointValue, basisPoints);
            return {
              sourceId: s.member.id,
              sourceCode: s.member.code,
              level: s.level,
              points: s.points,
              basisPoints,
              grossAmount,
              amount: 0n,
            };
          })
          .sort(
            (x, y) => x.level - y.level || byCode({ code: x.sourceCode }, { code: y.sourceCode }),
          )
      : [];
    const grossAmount = lines.reduce((s, l) => s + l.grossAmount, 0n);
    const amount = applyCap(lines, plan.capAmount);
    out.push({
      memberId: id,
      code: m.code,
      personalPoints,
      groupPoints: a.group,
      qualified,
      grossAmount,
      amount,
      lines,
    });
  }
  return out.sort(byCode);
}
