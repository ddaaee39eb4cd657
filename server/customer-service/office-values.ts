// The template variables of offices ({nama}, {kode}, {telepon}, {saldo}, {komisi}, {kategori}),
// loaded for a batch of offices in two queries (docs/customer-service.md "Templates"). {komisi}
// is the office's latest commission (office_commissions, written by the period close).
import type { DbClient } from "@/server/auth/db-client";
import type { TemplateValues } from "@/lib/customer-service-rules";
import { formatRupiah } from "@/lib/format";

export async function officeValues(
  db: DbClient,
  officeIds: readonly string[],
): Promise<Map<string, TemplateValues>> {
  const out = new Map<string, TemplateValues>();
  if (!officeIds.length) return out;
  const [offices, commissions] = await Promise.all([
    db.office.findMany({
      where: { id: { in: [...officeIds] } },
      select: {
        id: true,
        name: true,
        code: true,
        phone: true,
        balance: true,
        officeCategory: { select: { name: true } },
      },
    }),
    db.officeCommission.findMany({
      where: { officeId: { in: [...officeIds] } },
      orderBy: { createdAt: "desc" },
      distinct: ["officeId"],
      select: { officeId: true, amount: true },
    }),
  ]);
  const commission = new Map(commissions.map((c) => [c.officeId, c.amount]));
  for (const o of offices)
    out.set(o.id, {
      nama: o.name,
      kode: o.code,
      telepon: o.phone ?? "",
      saldo: formatRupiah(o.balance),
      komisi: formatRupiah(commission.get(o.id) ?? 0n),
      kategori: o.officeCategory.name,
    });
  return out;
}
