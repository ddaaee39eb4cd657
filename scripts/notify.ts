// Sends an in-app notification from the command line (ops, demos and the e2e tests), through the
// same use cases as the app: the row is inserted, then NotificationCreated is published on the
// user's realtime channel, so signed-in browsers show it at once.
//
//   DATABASE_URL=... npx tsx scripts/notify.ts --email admin@erp.test --name "Stok masuk" \
//     [--message "..."] [--url /gudang/stock]
//   DATABASE_URL=... npx tsx scripts/notify.ts --office-code STK-001 --name "..."
//
// Prints the created notifications as JSON (one line).
import { parseArgs } from "node:util";
import { createPrismaClient } from "@/server/prisma-client";
import { closeRealtime } from "@/server/realtime";
import { createNotification, notifyOffice } from "@/server/notifications/create-notification";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    "user-id": { type: "string" },
    "office-code": { type: "string" },
    name: { type: "string" },
    message: { type: "string" },
    url: { type: "string" },
  },
});

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  if (!values.name) throw new Error("--name is required");
  const db = createPrismaClient(url, 2);
  try {
    const content = { name: values.name, message: values.message, url: values.url };
    if (values["office-code"]) {
      const office = await db.office.findFirstOrThrow({
        where: { code: values["office-code"], deletedAt: null },
        select: { id: true },
      });
      const rows = await notifyOffice(db, office.id, content);
      console.log(JSON.stringify(rows.map((r) => ({ id: r.id, userId: r.userId }))));
      return;
    }
    const userId =
      values["user-id"] ??
      (values.email
        ? (
            await db.user.findFirstOrThrow({
              where: { email: values.email.toLowerCase(), deletedAt: null },
              select: { id: true },
            })
          ).id
        : null);
    if (!userId) throw new Error("one of --email, --user-id or --office-code is required");
    const row = await createNotification(db, { userId, ...content });
    console.log(JSON.stringify([{ id: row.id, userId: row.userId }]));
  } finally {
    await closeRealtime();
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
