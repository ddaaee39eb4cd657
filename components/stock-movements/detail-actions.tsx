"use client";

// The header of a movement's detail page: its title and state, and the actions the state machine
// (server/stock/movements/machine.ts) and the viewer's side allow. The origin packs (a link to the
// packing page), sends and cancels; the destination receives; the sender settles the units still
// in transit after a partial receipt, the receiver books the damaged ones; the sender decides a
// pending complaint. Each button opens its dialog (detail-dialogs.tsx); all stay disabled while
// the screen's one submit is busy.
import Link from "next/link";
import { Ban, Check, ClipboardCheck, PackageOpen, PackageX, Send, X } from "lucide-react";
import { can } from "@/components/data-table/permissions";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import type { SessionUser } from "@/lib/session-user";
import type { LoadedMovement, MovementDetailAttributes } from "./api";
import { STAGE_TITLE, kindTitle, type MovementKind, type MovementStage } from "./kind";
import type { MovementDialog } from "./detail-dialogs";
import { MovementStatusBadge } from "./status-badge";

export interface MovementPermissions {
  mayDo: {
    pack: boolean;
    send: boolean;
    cancel: boolean;
    receive: boolean;
    approve: boolean;
    decline: boolean;
  };
  /** Units still in transit after a partial receipt: settled by the office that knows them. */
  maySettle: { sender: boolean; receiver: boolean };
  inTransit: number;
}

/** What the viewer may do with the movement as loaded (the server checks each again). */
export function movementPermissions(
  user: Pick<SessionUser, "roles" | "permissions">,
  side: "origin" | "destination",
  loaded: LoadedMovement | null,
  packing: string | null,
): MovementPermissions {
  const a = loaded?.movement.attributes;
  const mayDo = {
    pack:
      side === "origin" && a?.status === "draft" && packing !== null && can(user, "packets.create"),
    send:
      side === "origin" &&
      (a?.status === "packed" || (a?.status === "draft" && a.delivery_method === "diambil")) &&
      can(user, "stock-movements.send"),
    cancel:
      side === "origin" &&
      (a?.status === "draft" || a?.status === "packed") &&
      can(user, "stock-movements.update"),
    receive: side === "destination" && a?.status === "sent" && can(user, "stock-movements.receive"),
    // A complaint is the receiver's; the sender settles it (server: assertComplaintSettler).
    approve:
      side === "origin" &&
      a?.complaint_status === "pending" &&
      can(user, "stock-movements.approve-complain"),
    decline:
      side === "origin" &&
      a?.complaint_status === "pending" &&
      can(user, "stock-movements.decline-complain"),
  };
  const inTransit =
    a?.status === "partially_received"
      ? (loaded?.lines ?? []).reduce((n, l) => n + l.attributes.in_transit_quantity, 0)
      : 0;
  const maySettle = {
    sender: side === "origin" && inTransit > 0 && can(user, "stock-movements.send"),
    receiver: side === "destination" && inTransit > 0 && can(user, "stock-movements.receive"),
  };
  return { mayDo, maySettle, inTransit };
}

export function MovementHeader({
  kind,
  stage,
  a,
  permissions: { mayDo, maySettle, inTransit },
  packing,
  listRoute,
  busy,
  onOpen,
}: {
  kind: MovementKind;
  stage: MovementStage;
  /** The movement's attributes once loaded. */
  a: MovementDetailAttributes | undefined;
  permissions: MovementPermissions;
  packing: string | null;
  listRoute: string;
  busy: boolean;
  onOpen: (dialog: MovementDialog) => void;
}) {
  // The next action is the one primary button (issue 23 §3): a pick-up (diambil) is handed over
  // without packing, so there sending comes before packing; the rest are secondary.
  const primary = (
    [
      ["send", mayDo.send],
      ["pack", mayDo.pack && packing !== null],
      ["receive", mayDo.receive],
      ["settle", maySettle.sender],
      ["damaged", maySettle.receiver],
      ["approve", mayDo.approve],
    ] as const
  ).find(([, ok]) => ok)?.[0];
  const variant = (key: string) => (key === primary ? "default" : "outline");
  const handOver = a?.delivery_method === "diambil";

  return (
    <header className="flex flex-wrap items-center justify-between gap-2">
      <div>
        <h1 className="text-2xl font-semibold">
          Detail {STAGE_TITLE[stage]} {kindTitle(kind, stage)}
          {a ? ` ${a.code}` : ""}
        </h1>
        {a ? (
          <div className="mt-1 flex items-center gap-2 text-sm">
            Status: <MovementStatusBadge status={a.status} label={a.status_label} />
            {a.is_susulan ? <Badge color="purple">Susulan</Badge> : null}
            {a.status === "partially_received" ? (
              a.is_complete ? (
                <Badge color="green">Selesai</Badge>
              ) : (
                <Badge color="yellow">{formatNumber(inTransit)} unit dalam perjalanan</Badge>
              )
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {mayDo.pack && packing ? (
          <Link href={packing} className={buttonVariants({ variant: variant("pack") })}>
            <PackageOpen className="size-4" aria-hidden="true" />
            Kemas Barang
          </Link>
        ) : null}
        {mayDo.send ? (
          <Button
            type="button"
            variant={variant("send")}
            disabled={busy}
            onClick={() => onOpen("send")}
          >
            <Send className="size-4" aria-hidden="true" />
            {handOver ? "Serahkan Barang" : "Kirim Barang"}
          </Button>
        ) : null}
        {maySettle.sender ? (
          <Button
            type="button"
            variant={variant("settle")}
            disabled={busy}
            onClick={() => onOpen("settle")}
          >
            <ClipboardCheck className="size-4" aria-hidden="true" />
            Selesaikan
          </Button>
        ) : null}
        {maySettle.receiver ? (
          <Button
            type="button"
            variant={variant("damaged")}
            disabled={busy}
            onClick={() => onOpen("damaged")}
          >
            <PackageX className="size-4" aria-hidden="true" />
            Rusak saat diterima
          </Button>
        ) : null}
        {mayDo.approve ? (
          <Button
            type="button"
            variant={variant("approve")}
            disabled={busy}
            onClick={() => onOpen("approveComplain")}
          >
            <Check className="size-4" aria-hidden="true" />
            Setujui Komplain
          </Button>
        ) : null}
        {mayDo.decline ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => onOpen("declineComplain")}
          >
            <X className="size-4" aria-hidden="true" />
            Tolak Komplain
          </Button>
        ) : null}
        {mayDo.cancel ? (
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => onOpen("cancel")}
          >
            <Ban className="size-4" aria-hidden="true" />
            Batalkan Pengiriman
          </Button>
        ) : null}
        <Link href={listRoute} className={buttonVariants({ variant: "outline" })}>
          Kembali
        </Link>
      </div>
    </header>
  );
}
