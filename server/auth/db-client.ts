import type { Prisma } from "@/server/generated/prisma/client";

/**
 * A database client a use case can run on: the app's client or an interactive transaction.
 * (`Db` is assignable to it.) Use cases that open their own transaction, or send mail after
 * committing, take `Db` instead.
 */
export type DbClient = Prisma.TransactionClient;
