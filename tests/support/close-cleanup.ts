// Removes what closing accounting periods wrote (docs/period-close.md), so a test can delete the
// periods it closed: the office totals, the stock valuation, the office commissions with the
// cashback they credited (its ledger rows and journals go and the saldo they added with them),
// the closing journal and balances, the runs and their jobs. Closes of the periods must have finished.
import type { Db } from "@/server/prisma-client";

/** The job kind of server/periods/close-period-job.ts, spelled out: Playwright specs import this
 *  file and cannot load that server-only module. */
const PERIOD_CLOSE_JOB = "period-close";

export async function removeCloseOutputs(db: Db, periodIds: readonly string[]): Promise<void> {
  if (periodIds.length === 0) return;
  const ids = [...periodIds];
  await db.$transaction(async (tx) => {
    // The journals of what goes: the cashback credits' entries and the closing journal
    // (docs/journals.md "Closing"), with the stored closing balances.
    await tx.$executeRaw`
      DELETE FROM journal_entries j USING office_commissions c, balance_trxes b
      WHERE c.period_id = ANY(${ids}::uuid[])
        AND b.source_type = 'office_commissions' AND b.source_id = c.id
        AND j.source_type = 'balance_trxes' AND j.source_id = b.id`;
    await tx.$executeRaw`
      DELETE FROM journal_entries WHERE source_type = 'periods' AND source_id = ANY(${ids}::uuid[])`;
    await tx.accountPeriodBalance.deleteMany({ where: { periodId: { in: ids } } });
    await tx.$executeRaw`
      WITH c AS (SELECT id FROM office_commissions WHERE period_id = ANY(${ids}::uuid[])),
           t AS (DELETE FROM balance_trxes b USING c
                 WHERE b.source_type = 'office_commissions' AND b.source_id = c.id
                 RETURNING b.office_id, b.amount)
      UPDATE offices o SET balance = o.balance - s.amount
      FROM (SELECT office_id, sum(amount) AS amount FROM t GROUP BY office_id) s
      WHERE s.office_id = o.id`;
    await tx.officeCommission.deleteMany({ where: { periodId: { in: ids } } });
    await tx.periodOfficeTotal.deleteMany({ where: { periodId: { in: ids } } });
    await tx.stockValuation.deleteMany({ where: { periodId: { in: ids } } });
    await tx.periodCloseRun.deleteMany({ where: { periodId: { in: ids } } });
    await tx.backgroundJob.deleteMany({
      where: { kind: PERIOD_CLOSE_JOB, key: { in: ids.map((id) => `periods:${id}`) } },
    });
  });
}
