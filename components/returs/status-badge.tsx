import { Badge } from "@/components/ui/badge";
import type { ReturStatus } from "@/lib/labels/returs";
import { RETUR_STATUS_COLOR, returStatusLabel } from "./config";

/** The state of a retur as a colored badge (lists and detail). */
export function ReturStatusBadge({ status }: { status: ReturStatus }) {
  return <Badge color={RETUR_STATUS_COLOR[status]}>{returStatusLabel(status)}</Badge>;
}
