// The side panel of a conversation whose contact is an office (docs/customer-service.md
// "Contacts"): who it is, its saldo, its latest orders, shipments (with tracking) and open
// disputes, each a few rows by an indexed query, with the link of its page. Only for callers who
// may read chats; the office's personal data (NIK, bank, …) is not part of it.
import type { DbClient } from "@/server/auth/db-client";
import { pengeluaranRoute } from "@/server/stock/movements/order-notices";
import type { OfficeSummary } from "@/lib/customer-service-types";

const TAKE = 5;

function shipmentUrl(s: {
  id: string;
  deliveryMethod: string;
  originOffice: { officeType: Parameters<typeof pengeluaranRoute>[0] };
  destinationOffice: { officeType: Parameters<typeof pengeluaranRoute>[1] };
  order: { orderType: string } | null;
}): string | null {
  const route = pengeluaranRoute(
    s.originOffice.officeType,
    s.destinationOffice.officeType,
    s.order?.orderType ?? "",
    s.deliveryMethod,
  );
  return route ? `${route}/${s.id}` : null;
}

export async function officeSummary(db: DbClient, officeId: string): Promise<OfficeSummary | null> {
  const office = await db.office.findFirst({
    where: { id: officeId, deletedAt: null },
    select: {
      id: true,
      code: true,
      name: true,
      officeType: true,
      phone: true,
      isActive: true,
      balance: true,
      officeCategory: { select: { name: true } },
    },
  });
  if (!office) return null;
  const [orders, shipments, disputes] = await Promise.all([
    db.order.findMany({
      where: {
        OR: [{ originOfficeId: officeId }, { destinationOfficeId: officeId }],
        deletedAt: null,
      },
      orderBy: { createdAt: "desc" },
      take: TAKE,
      select: { id: true, code: true, status: true, finalPrice: true, createdAt: true },
    }),
    db.stockMovement.findMany({
      where: { destinationOfficeId: officeId },
      orderBy: { createdAt: "desc" },
      take: TAKE,
      select: {
        id: true,
        code: true,
        status: true,
        trackingNumber: true,
        createdAt: true,
        deliveryMethod: true,
        originOffice: { select: { officeType: true } },
        destinationOffice: { select: { officeType: true } },
        order: { select: { orderType: true } },
      },
    }),
    db.dispute.findMany({
      where: { officeId, status: { in: ["open"] } },
      orderBy: { createdAt: "desc" },
      take: TAKE,
      select: { id: true, code: true, status: true, createdAt: true },
    }),
  ]);
  return {
    office: {
      id: office.id,
      code: office.code,
      name: office.name,
      office_type: office.officeType,
      category: office.officeCategory.name,
      phone: office.phone,
      is_active: office.isActive,
      saldo: office.balance.toString(),
    },
    orders: orders.map((o) => ({
      id: o.id,
      code: o.code,
      status: o.status,
      total: o.finalPrice.toString(),
      created_at: o.createdAt.toISOString(),
      url: `/penjualan/transaksi-penjualan/${o.id}`,
    })),
    shipments: shipments.map((s) => ({
      id: s.id,
      code: s.code,
      status: s.status,
      tracking_number: s.trackingNumber,
      created_at: s.createdAt.toISOString(),
      url: shipmentUrl(s),
    })),
    disputes: disputes.map((d) => ({
      id: d.id,
      code: d.code,
      status: d.status,
      created_at: d.createdAt.toISOString(),
      url: `/dispute/${d.id}`,
    })),
  };
}
