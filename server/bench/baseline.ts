// Hand-written baselines for bench/: the same SQL the engine runs for two hot lists, through
// `pg` directly, serialised by hand. Only served when ENABLE_BENCH_ROUTES=1 (bench/run.mjs sets it).
import "server-only";
import pg from "pg";
import { AppError } from "@/server/errors";
import { bearerToken } from "@/server/auth/actor";
import { verifyAccessToken } from "@/server/auth/tokens";

let pool: pg.Pool | null = null;
function getPool(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return pool;
}

export function benchEnabled(): boolean {
  return process.env.ENABLE_BENCH_ROUTES === "1";
}

/** Same authentication cost as the engine: verify the bearer token, load the user. */
async function authenticate(request: Request): Promise<void> {
  const token = bearerToken(request);
  const userId = token ? await verifyAccessToken(token) : null;
  if (!userId) throw AppError.unauthenticated();
  const r = await getPool().query("SELECT id FROM users WHERE id = $1 AND deleted_at IS NULL", [
    userId,
  ]);
  if (!r.rowCount) throw AppError.unauthenticated();
}

function page(url: URL): { number: number; size: number } {
  const n = Number(url.searchParams.get("page[number]") ?? 1);
  const s = Math.min(Number(url.searchParams.get("page[size]") ?? 15), 100);
  return {
    number: Number.isInteger(n) && n > 0 ? n : 1,
    size: Number.isInteger(s) && s > 0 ? s : 15,
  };
}

export async function baselineOffices(request: Request): Promise<unknown> {
  await authenticate(request);
  const url = new URL(request.url);
  const { number, size } = page(url);
  const db = getPool();
  const [count, rows] = await Promise.all([
    db.query<{ n: string }>("SELECT count(*) AS n FROM offices WHERE deleted_at IS NULL"),
    db.query<Record<string, unknown>>(
      "SELECT * FROM offices WHERE deleted_at IS NULL ORDER BY created_at DESC, id ASC LIMIT $1 OFFSET $2",
      [size, (number - 1) * size],
    ),
  ]);
  const catIds = [...new Set(rows.rows.map((r) => r.office_category_id))];
  const cats = catIds.length
    ? await db.query<Record<string, unknown>>(
        "SELECT * FROM office_categories WHERE id = ANY($1)",
        [catIds],
      )
    : { rows: [] };
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    data: rows.rows.map((r) => ({
      type: "offices",
      id: r.id,
      attributes: {
        code: r.code,
        name: r.name,
        address: r.address,
        phone: r.phone,
        email: r.email,
        office_type: r.office_type,
        office_category_id: r.office_category_id,
        balance: Number(r.balance),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      },
      relationships: {
        "office-category": {
          data: { type: "office-categories", id: String(r.office_category_id) },
        },
      },
    })),
    included: cats.rows.map((c) => ({
      type: "office-categories",
      id: String(c.id),
      attributes: { name: c.name, cashback_jawa: Number(c.cashback_jawa) },
    })),
    meta: {
      page: {
        currentPage: number,
        perPage: size,
        total,
        lastPage: Math.max(1, Math.ceil(total / size)),
      },
    },
    jsonapi: { version: "1.0" },
  };
}

export async function baselineVillages(request: Request): Promise<unknown> {
  await authenticate(request);
  const url = new URL(request.url);
  const { number, size } = page(url);
  const db = getPool();
  const [count, rows] = await Promise.all([
    db.query<{ n: string }>("SELECT count(*) AS n FROM villages"),
    db.query<Record<string, unknown>>("SELECT * FROM villages ORDER BY id ASC LIMIT $1 OFFSET $2", [
      size,
      (number - 1) * size,
    ]),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    data: rows.rows.map((r) => ({
      type: "villages",
      id: r.id,
      attributes: {
        code: r.id,
        name: r.name,
        district_id: r.district_id,
        postal_code: r.postal_code,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      },
      relationships: { district: { data: { type: "districts", id: r.district_id } } },
    })),
    meta: {
      page: {
        currentPage: number,
        perPage: size,
        total,
        lastPage: Math.max(1, Math.ceil(total / size)),
      },
    },
    jsonapi: { version: "1.0" },
  };
}
