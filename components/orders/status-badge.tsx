import { Badge } from "@/components/ui/badge";
import { orderStatusLabel, type OrderDeliveryStatus, type OrderStatus } from "@/lib/labels/orders";
import { STATUS_COLOR } from "./config";

/** Colors of a released order's delivery states (docs/orders.md "Delivery status"). */
const DELIVERY_COLOR: Record<OrderDeliveryStatus, "blue" | "indigo" | "green"> = {
  pending: "green",
  sent: "blue",
  partially_received: "indigo",
  completed: "green",
};

/**
 * An order's state with its Indonesian label (docs/orders.md "States"): once a released order's
 * goods move, its delivery state (Dikirim, Diterima Sebagian, Selesai).
 */
export function OrderStatusBadge({
  status,
  delivery = "pending",
  kind,
}: {
  status: OrderStatus;
  delivery?: OrderDeliveryStatus;
  /** The order kind (a point addition shows 'Tercatat' once validated). */
  kind?: string;
}) {
  const shipped = status === "released" && delivery !== "pending";
  return (
    <Badge color={shipped ? DELIVERY_COLOR[delivery] : (STATUS_COLOR[status] ?? "gray")}>
      {orderStatusLabel(status, delivery, kind)}
    </Badge>
  );
}
