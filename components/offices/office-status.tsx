// Status badge of an office: Suspended (red) wins over Aktif (green) / Non Aktif (yellow).
import { Badge } from "@/components/ui/badge";

export function OfficeStatusBadge({ active, suspended }: { active: boolean; suspended: boolean }) {
  if (suspended) return <Badge color="red">Suspended</Badge>;
  return active ? <Badge color="green">Aktif</Badge> : <Badge color="yellow">Non Aktif</Badge>;
}
