// Large-data generator for benchmarks: N member offices (default 50,000) under the demo network,
// all registered by STK-001 (its member list is the largest a branch can have), with addresses, inserted set-based by PostgreSQL (a few seconds). Idempotent per prefix.
// Usage: DATABASE_URL=... node bench/generate.mjs [members]
import pg from "pg";

export async function generate(databaseUrl, members = 50_000) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const existing = await c.query("SELECT count(*)::int AS n FROM offices WHERE code LIKE 'BM-%'");
    if (existing.rows[0].n >= members) return existing.rows[0].n;
    await c.query("BEGIN");
    await c.query(
      `INSERT INTO offices (id, code, name, office_type, office_category_id, area_id, address, phone, email,
         sex, is_active, created_at, updated_at, office_referral_id, registrar_office_id)
       SELECT gen_random_uuid(), 'BM-' || lpad(g::text, 7, '0'), 'Mitra Bench ' || g, 'member', 5, g % 5,
              'Jl. Contoh No. ' || g, '08' || lpad(g::text, 10, '0'), 'bench' || g || '@example.test',
              CASE WHEN g % 2 = 0 THEN 'male'::sex ELSE 'female'::sex END, true,
              now() - (g || ' minutes')::interval, now(),
              (SELECT id FROM offices WHERE code = 'STK-001'),
              (SELECT id FROM offices WHERE code = 'STK-001')
       FROM generate_series($1::int + 1, $2::int) AS g
       ON CONFLICT (code) DO NOTHING`,
      [existing.rows[0].n, members],
    );
    await c.query(
      `INSERT INTO office_addresses (id, office_id, address, province_id, city_id, district_id, village_id, is_primary, created_at, updated_at)
       SELECT gen_random_uuid(), o.id, o.address, '32', '32.73', '32.73.01', '32.73.01.1001', true, now(), now()
       FROM offices o WHERE o.code LIKE 'BM-%' AND NOT EXISTS (SELECT 1 FROM office_addresses a WHERE a.office_id = o.id)`,
    );
    await c.query("COMMIT");
    await c.query("ANALYZE offices; ANALYZE office_addresses");
    const r = await c.query("SELECT count(*)::int AS n FROM offices WHERE code LIKE 'BM-%'");
    return r.rows[0].n;
  } finally {
    await c.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const n = Number(process.argv[2] ?? 50_000);
  generate(process.env.DATABASE_URL, n).then((count) => console.log(`bench members: ${count}`));
}
