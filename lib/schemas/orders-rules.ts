// The zod-free part of lib/schemas/orders.ts: labels, limits and number specs a browser module
// may import without pulling zod into its page's first-load JavaScript
// (components/forms/lazy-resolver.ts). lib/schemas/orders.ts re-exports all of it, so server code
// imports either.
import type { NumberSpec } from "@/lib/bounds";
import { ORDER_MAX_QUANTITY } from "@/lib/labels/orders";

export {
  ORDER_KINDS,
  ORDER_KIND_LABEL,
  ORDER_STATUSES,
  ORDER_STATUS_LABEL,
  COUNTED_ORDER_STATUSES,
  ORDER_MAX_LINES,
  ORDER_MAX_QUANTITY,
  ORDER_DUPLICATE_PRODUCT,
  ORDER_DELETED_MESSAGE,
  ORDER_DELIVERY_STATUSES,
  ORDER_DELIVERY_STATUS_LABEL,
  ORDER_HISTORY_LABEL,
  orderStatusLabel,
} from "@/lib/labels/orders";
export type { OrderDeliveryStatus, OrderKind, OrderStatus } from "@/lib/labels/orders";

export const ORDER_QUANTITY: NumberSpec = {
  kind: "integer",
  min: 1,
  max: ORDER_MAX_QUANTITY,
  minMessage: "Jumlah minimal 1",
};
