"use client";

// The data of a movement's detail page: its header card (offices, warehouses, purchase order or
// order, delivery, dates, cancellation and complaint) and the movements it is linked with (the
// parent of a susulan, its susulan children).
import Link from "next/link";
import { LocalDateTime } from "@/components/widgets/local-date-time";
import { Info } from "@/components/widgets/detail-parts";
import { Card, CardContent } from "@/components/ui/card";
import { orderDetailPath } from "@/components/orders/screens";
import { formatNumber, formatRupiah } from "@/lib/format";
import { namedText, officeText, type LoadedMovement, type MovementDetailAttributes } from "./api";
import { detailPath, relatedStage } from "./paths";
import { type MovementKind, type MovementStage } from "./kind";
import { MovementStatusBadge } from "./status-badge";

const COMPLAINT_LABEL = {
  pending: "Menunggu keputusan",
  approved: "Disetujui",
  declined: "Ditolak",
};

/** 'Order': the movement's order, linked to its detail for the side the viewer is on. */
function OrderLink({
  a,
  kind,
  side,
  route,
}: {
  a: MovementDetailAttributes;
  kind: MovementKind;
  side: "origin" | "destination";
  route: string;
}) {
  const href =
    a.order_id && a.order_type
      ? orderDetailPath(
          { id: a.order_id, orderType: a.order_type },
          side,
          side === "origin" ? kind.destination : kind.origin,
          `/${route.split("/")[1] ?? ""}`,
        )
      : null;
  return (
    <div className="flex flex-col">
      <span className="text-muted-foreground">Order</span>
      {href ? (
        <Link href={href} className="font-medium underline">
          {a.order_code ?? "-"}
        </Link>
      ) : (
        <span className="font-medium">{a.order_code ?? "-"}</span>
      )}
    </div>
  );
}

export function MovementInfoCard({
  loaded,
  kind,
  side,
  listRoute,
}: {
  loaded: LoadedMovement;
  kind: MovementKind;
  side: "origin" | "destination";
  /** The stage's list route: its area leads an order link to the same area. */
  listRoute: string;
}) {
  const a = loaded.movement.attributes;
  const poRoute = kind.purchaseOrderRoutes?.[side];
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6 text-sm md:grid-cols-3">
        <Info label="Kode" value={a.code} />
        <Info label="Asal" value={officeText(a.origin_office_code, a.origin_office_name)} />
        <Info
          label="Tujuan"
          value={officeText(a.destination_office_code, a.destination_office_name)}
        />
        <Info label="Gudang Asal" value={a.origin_warehouse_name ?? "-"} />
        <Info label="Gudang Tujuan" value={a.destination_warehouse_name ?? "-"} />
        {kind.purchaseOrder ? (
          <div className="flex flex-col">
            <span className="text-muted-foreground">Pembelian</span>
            {loaded.purchaseOrder ? (
              poRoute ? (
                <Link
                  href={`${poRoute}/${loaded.purchaseOrder.id}`}
                  className="font-medium underline"
                >
                  {loaded.purchaseOrder.attributes.code}
                </Link>
              ) : (
                <span className="font-medium">{loaded.purchaseOrder.attributes.code}</span>
              )
            ) : (
              <span className="font-medium">-</span>
            )}
          </div>
        ) : null}
        {a.order_id ? <OrderLink a={a} kind={kind} side={side} route={listRoute} /> : null}
        <Info
          label="Metode Pengiriman"
          value={a.delivery_method === "diambil" ? "Diambil" : "Dikirim"}
        />
        <Info label="Ekspedisi" value={namedText(loaded.expedition)} />
        <Info label="No. Resi" value={a.tracking_number ?? "-"} />
        <Info label="Ongkos Kirim" value={formatRupiah(a.shipping_cost)} />
        <Info label="Berat Total" value={`${formatNumber(a.total_weight)} gram`} />
        <Info label="Dibuat" value={<LocalDateTime iso={a.createdAt} />} />
        <Info label="Dikemas" value={a.packed_at ? <LocalDateTime iso={a.packed_at} /> : "-"} />
        <Info label="Dikirim" value={a.sent_at ? <LocalDateTime iso={a.sent_at} /> : "-"} />
        <Info
          label="Diterima"
          value={a.received_at ? <LocalDateTime iso={a.received_at} /> : "-"}
        />
        {a.cancelled_at ? (
          <Info label="Dibatalkan" value={<LocalDateTime iso={a.cancelled_at} />} />
        ) : null}
        {a.cancel_reason ? <Info label="Alasan Pembatalan" value={a.cancel_reason} /> : null}
        <Info label="Keterangan" value={a.description ?? "-"} />
        {a.complaint_status ? (
          <>
            <Info label="Komplain" value={COMPLAINT_LABEL[a.complaint_status]} />
            <Info label="Isi Komplain" value={a.complaint_description ?? "-"} />
            {a.complaint_resolution ? (
              <Info label="Keputusan Komplain" value={a.complaint_resolution} />
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** 'Pengiriman Terkait': the parent of a susulan and its susulan children (none: nothing). */
export function RelatedMovementsCard({
  loaded,
  kind,
  stage,
}: {
  loaded: LoadedMovement;
  kind: MovementKind;
  stage: MovementStage;
}) {
  if (!loaded.parent && loaded.susulan.length === 0) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-6 text-sm">
        <h2 className="text-lg font-semibold">Pengiriman Terkait</h2>
        {loaded.parent ? (
          <p>
            Susulan dari{" "}
            <Link
              className="font-medium underline"
              href={detailPath(
                kind,
                relatedStage(kind, stage, loaded.parent.attributes),
                loaded.parent.id,
              )}
            >
              {loaded.parent.attributes.code}
            </Link>
          </p>
        ) : null}
        {loaded.susulan.length > 0 ? (
          <ul aria-label="Pengiriman susulan" className="flex flex-col gap-1">
            {loaded.susulan.map((s) => (
              <li key={s.id}>
                Susulan:{" "}
                <Link
                  className="font-medium underline"
                  href={detailPath(kind, relatedStage(kind, stage, s.attributes), s.id)}
                >
                  {s.attributes.code}
                </Link>{" "}
                <MovementStatusBadge
                  status={s.attributes.status}
                  label={s.attributes.status_label}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
