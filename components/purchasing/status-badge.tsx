import { Badge } from "@/components/ui/badge";
import type { PurchaseOrderStatus } from "@/lib/labels/purchasing";
import { STATUS_COLOR, statusLabel } from "./config";

export function PurchaseOrderStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return <Badge color={STATUS_COLOR[status] ?? "gray"}>{statusLabel(status)}</Badge>;
}
