"use client";

// Menu picker modal (SPEC §2, Ctrl+M): chooses a root menu; names containing 'Admin' are hidden.
import { useRouter } from "next/navigation";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useShell } from "./session-provider";
import { ShellIcon } from "./shell-icon";

export function MenuPicker({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { menus } = useShell();
  const router = useRouter();
  const roots = menus.filter((m) => m.url && !/admin/i.test(m.name));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pilih Menu</DialogTitle>
          <DialogDescription>Buka modul dengan Ctrl+M dari halaman mana pun.</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {roots.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => {
                  onOpenChange(false);
                  router.push(m.url ?? "/");
                }}
                className="flex w-full flex-col items-center gap-2 rounded-lg border p-4 text-sm font-medium hover:border-primary hover:bg-primary/5"
              >
                <ShellIcon name={m.icon} className="size-6 text-primary" />
                {m.name}
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
