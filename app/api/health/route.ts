import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";

/** Liveness and database state, for load balancers and ops. */
export async function GET() {
  const started = performance.now();
  try {
    const db = getDb();
    const rows = await db.$queryRaw<
      { now: Date; version: string }[]
    >`SELECT now() AS now, version() AS version`;
    const migrations = await db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*)::bigint AS count FROM _prisma_migrations WHERE finished_at IS NOT NULL`;
    return Response.json({
      status: "ok",
      database: {
        status: "up",
        latencyMs: Math.round(performance.now() - started),
        serverTime: rows[0]?.now,
        version: rows[0]?.version.split(" ").slice(0, 2).join(" "),
        migrationsApplied: Number(migrations[0]?.count ?? 0),
      },
    });
  } catch (error) {
    console.error("health check failed", error);
    return Response.json(
      {
        status: "error",
        database: { status: "down", error: error instanceof Error ? error.message : String(error) },
      },
      { status: 503 },
    );
  }
}
