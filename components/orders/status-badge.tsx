import { Badge } from "@/components/ui/badge";
import type { OrderStatus } from "@/lib/labels/orders";
import { STATUS_COLOR, statusLabel } from "./config";

/** An order's state with its Indonesian label (docs/orders.md "States"). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge color={STATUS_COLOR[status] ?? "gray"}>{statusLabel(status)}</Badge>;
}
