// The pieces every list row repeats: the Aktif / Non Aktif badge and the edit / delete icon
// buttons (each with its own accessible label, e.g. 'Ubah BCA', 'Hapus rekening 123').
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge color="green">Aktif</Badge> : <Badge color="red">Non Aktif</Badge>;
}

/** Edit and delete buttons of a row; a button is left out when its handler is not given. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  return (
    <>
      {onEdit ? (
        <Button type="button" variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button type="button" variant="ghost" size="sm" aria-label={deleteLabel} onClick={onDelete}>
          <Trash2 className="size-4 text-destructive" aria-hidden="true" />
        </Button>
      ) : null}
    </>
  );
}
