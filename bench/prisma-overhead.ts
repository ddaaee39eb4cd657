// What Prisma's interactive transactions cost on the client beside the same work on a `pg`
// connection (bench/results/orders.md "Current figures"): one client, sequential, on a fresh
// embedded PostgreSQL. A transaction of 3 trivial raw statements, and one statement alone.
// Usage: npm run bench:prisma-overhead   (BENCH_ITERATIONS, default 2000)
import pg from "pg";
import { provisionTestDatabase } from "../scripts/lib/test-db.mjs";
import { createPrismaClient } from "@/server/prisma-client";

const N = Number(process.env.BENCH_ITERATIONS ?? 2000);
const db = await provisionTestDatabase();
try {
  const prisma = createPrismaClient(db.url, 4);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  const perCall = async (fn: (i: number) => Promise<unknown>) => {
    const t = performance.now();
    for (let i = 0; i < N; i++) await fn(i);
    return ((performance.now() - t) / N).toFixed(3);
  };
  const select = (i: number) => ({ name: "one", text: "SELECT $1::int AS n", values: [i] });
  // Round 0 warms both clients up; round 1 is the one to read.
  for (const round of [0, 1]) {
    const prismaTx = await perCall((i) =>
      prisma.$transaction(async (tx) => {
        for (let k = 0; k < 3; k++) await tx.$queryRaw`SELECT ${i}::int AS n`;
      }),
    );
    const pgTx = await perCall(async (i) => {
      const c = await pool.connect();
      try {
        await c.query("BEGIN");
        for (let k = 0; k < 3; k++) await c.query(select(i));
        await c.query("COMMIT");
      } finally {
        c.release();
      }
    });
    const prismaOne = await perCall((i) => prisma.$queryRaw`SELECT ${i}::int AS n`);
    const pgOne = await perCall((i) => pool.query(select(i)));
    console.log(
      `round ${round}: ms per call: transaction of 3 statements Prisma ${prismaTx} / pg ${pgTx}; ` +
        `one statement Prisma ${prismaOne} / pg ${pgOne}`,
    );
  }
  await pool.end();
  await prisma.$disconnect();
} finally {
  await db.stop();
}
