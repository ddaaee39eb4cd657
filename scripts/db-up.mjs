// Starts the embedded PostgreSQL used by `npm start` and keeps it running in the foreground.
// Prints the DATABASE_URL to use from another shell. Stop with Ctrl+C.
import { startEmbeddedPostgres, ensureDatabase } from "./lib/embedded-db.mjs";

const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
const dir = process.env.EMBEDDED_PG_DIR ?? ".data/pg";
const db = await startEmbeddedPostgres({ dir, port });
await ensureDatabase(db.pg, "erp");
console.log(`DATABASE_URL=${db.url("erp")}`);
const stop = async () => {
  await db.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
setInterval(() => undefined, 1 << 30);
