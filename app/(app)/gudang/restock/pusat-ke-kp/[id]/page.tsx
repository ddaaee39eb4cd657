import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ORDER_SCREENS } from "@/components/orders/config";
import { OrderDetail } from "@/components/orders/order-detail";
import { UUID_RE } from "@/lib/schemas/master";
import { requireArea } from "@/server/shell/current-shell";

const screen = ORDER_SCREENS["gudang-restock-kp"];
export const metadata: Metadata = { title: `Detail ${screen.title}` };

type Props = { params: Promise<{ id: string }> };

/** /gudang/restock/pusat-ke-kp/{id} (SPEC §2): an order of the screen "gudang-restock-kp" with its lines, totals and history. */
export default async function Page({ params }: Props) {
  await requireArea(screen.area);
  const { id } = await params;
  if (!UUID_RE.test(id)) notFound();
  return <OrderDetail screen="gudang-restock-kp" id={id.toLowerCase()} />;
}
