// The business hours row (cs_business_hours, id 1) as the rules module wants it.
import type { DbClient } from "@/server/auth/db-client";
import type { BusinessHours } from "@/lib/customer-service-rules";

export interface StoredHours extends BusinessHours {
  awayMessage: string;
}

export async function loadBusinessHours(db: DbClient): Promise<StoredHours> {
  const row = await db.csBusinessHours.findUnique({ where: { id: 1 } });
  return row
    ? {
        isActive: row.isActive,
        days: row.days,
        opensAt: row.opensAt,
        closesAt: row.closesAt,
        awayMessage: row.awayMessage,
      }
    : { isActive: false, days: [1, 2, 3, 4, 5], opensAt: 480, closesAt: 1020, awayMessage: "" };
}
