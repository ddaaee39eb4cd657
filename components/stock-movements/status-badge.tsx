import { Badge } from "@/components/ui/badge";
import { MOVEMENT_STATUS_COLOR } from "./kind";

/** The state of a stock movement as a colored badge (list, detail, packing, purchase order). */
export function MovementStatusBadge({ status, label }: { status: string; label: string }) {
  const color = MOVEMENT_STATUS_COLOR[status as keyof typeof MOVEMENT_STATUS_COLOR] ?? "gray";
  return <Badge color={color}>{label}</Badge>;
}
