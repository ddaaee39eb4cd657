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
}: {
  status: OrderStatus;
  delivery?: OrderDeliveryStatus;
}) {
  const shipped = status === "released" && delivery !== "pending";
  return (
    <Badge color={shipped ? DELIVERY_COLOR[delivery] : (STATUS_COLOR[status] ?? "gray")}>
      {orderStatusLabel(status, delivery)}
    </Badge>
  );
}
