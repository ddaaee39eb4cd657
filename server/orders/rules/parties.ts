// The offices and warehouses of a new order: party rows, checks and the side warehouse.
// Part of the order rules (server/orders/rules.ts, docs/orders.md).
import type { DbClient } from "@/server/auth/db-client";
import { Prisma } from "@/server/generated/prisma/client";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import { periodLockSql, type LockedPeriod } from "@/server/periods/assert-open-period";
import { invalidAt } from "./order";

export type PartyOffice = {
  id: string;
  code: string;
  name: string;
  officeCategoryId: number;
};

/** An office as a party of a new order, with its stock-holding (main, secondary) warehouses. */
export interface PartyRow extends PartyOffice {
  isActive: boolean;
  isSuspended: boolean;
  warehouses: { id: string; type: string }[];
}

type PartySqlRow = {
  id: string;
  code: string;
  name: string;
  office_category_id: number;
  is_active: boolean;
  is_suspended: boolean;
  warehouses: { id: string; type: string }[] | null;
};

function partySql(ids: readonly string[]): Prisma.Sql {
  return Prisma.sql`
    SELECT o.id::text AS id, o.code, o.name, o.office_category_id, o.is_active, o.is_suspended,
           (SELECT json_agg(json_build_object('id', w.id, 'type', w.type) ORDER BY w.created_at)
            FROM warehouses w
            WHERE w.office_id = o.id AND w.deleted_at IS NULL
              AND w.type IN ('main', 'secondary')) AS warehouses
    FROM offices o
    WHERE o.id = ANY(${[...new Set(ids)]}::uuid[]) AND o.deleted_at IS NULL`;
}

function toPartyMap(rows: readonly PartySqlRow[]): Map<string, PartyRow> {
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        name: r.name,
        officeCategoryId: r.office_category_id,
        isActive: r.is_active,
        isSuspended: r.is_suspended,
        warehouses: r.warehouses ?? [],
      },
    ]),
  );
}

/** The not deleted offices among `ids` with their warehouses, in one statement. */
export async function partyRows(
  db: DbClient,
  ids: readonly string[],
): Promise<Map<string, PartyRow>> {
  return toPartyMap(await db.$queryRaw<PartySqlRow[]>`${partySql(ids)}`);
}

/**
 * partyRows and the lock on the period of `day` (periodLockSql; the caller checks the rows with
 * openPeriodOf) in ONE statement: what creating an order reads first.
 */
export async function partiesAndPeriod(
  db: DbClient,
  ids: readonly string[],
  day: Date,
): Promise<{ offices: Map<string, PartyRow>; periods: LockedPeriod[] }> {
  const rows = await db.$queryRaw<({ periods: LockedPeriod[] } & Partial<PartySqlRow>)[]>`
    WITH per AS (${periodLockSql(Prisma.sql`${day}::date`)}), x AS (${partySql(ids)})
    SELECT (SELECT COALESCE(json_agg(per), '[]'::json) FROM per) AS periods, x.*
    FROM (SELECT 1) one LEFT JOIN x ON true`;
  return {
    offices: toPartyMap(rows.flatMap((r) => (r.id ? [r as PartySqlRow] : []))),
    periods: rows[0]?.periods ?? [],
  };
}

/** 422 at `pointer` unless `office` exists, is active and is of one of `categories`. */
export function assertParty(
  office: PartyRow | undefined,
  categories: readonly number[],
  pointer: string,
  label: string,
): PartyRow {
  if (!office) throw invalidAt(pointer, `${label} tidak ditemukan`);
  if (!office.isActive || office.isSuspended) throw invalidAt(pointer, `${label} tidak aktif`);
  if (!categories.includes(office.officeCategoryId))
    throw invalidAt(pointer, `${label} tidak sesuai dengan jenis order ini`);
  return office;
}

/** An active, not deleted office of one of `categories`; 422 at `pointer` otherwise. */
export async function partyOffice(
  db: DbClient,
  id: string,
  categories: readonly number[],
  pointer: string,
  label: string,
): Promise<PartyRow> {
  return assertParty((await partyRows(db, [id])).get(id), categories, pointer, label);
}

/**
 * The warehouse an order uses on one side: the one named (it must belong to that office and
 * hold sellable stock), else the office's main warehouse; a member has none (null). `known` are
 * the office's main and secondary warehouses when the caller read them (partyRows).
 */
export async function sideWarehouse(
  db: DbClient,
  office: PartyOffice,
  named: string | null | undefined,
  pointer: string,
  known?: readonly { id: string; type: string }[],
): Promise<string | null> {
  if (named) {
    const ok = known
      ? known.some((w) => w.id === named)
      : await db.warehouse.findFirst({
          where: {
            id: named,
            officeId: office.id,
            deletedAt: null,
            type: { in: ["main", "secondary"] },
          },
          select: { id: true },
        });
    if (!ok) throw invalidAt(pointer, `Gudang bukan milik ${office.code}`);
    return named;
  }
  const main = known?.find((w) => w.type === "main");
  if (main) return main.id;
  const warehouses = await ensureOfficeWarehouses(db, office);
  return warehouses.find((w) => w.type === "main")?.id ?? null;
}
