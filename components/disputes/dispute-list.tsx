"use client";

// The dispute list (docs/money.md "Disputes"): /dispute for every office (its own disputes) and
// /kasir/dispute for Pusat (every dispute, open first by the status filter). A row opens the
// dispute: its document, description, images and decision; Pusat with disputes.update decides an
// open one ('Selesaikan' or 'Tolak') with a required reason, and the office is notified.
import { localDateTime } from "@/components/widgets/local-date-time";
import * as React from "react";
import { useRouter, useSearchParams } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { can } from "@/components/data-table/permissions";
import { dateTime } from "@/components/notifications/format";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  Info,
  ReasonField,
  StatusHistoryCard,
  historyRows,
  type HistoryRow,
} from "@/components/widgets/detail-parts";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import {
  JsonApiError,
  failureText,
  getResource,
  listResources,
  type ListResult,
} from "@/lib/jsonapi-client";
import {
  DISPUTE_KIND_LABEL,
  DISPUTE_KINDS,
  DISPUTE_RESOLVED,
  DISPUTE_STATUS_LABEL,
  DISPUTE_STATUSES,
} from "@/lib/labels/disputes";
import {
  loadDisputeHistory,
  resolveDispute,
  type DisputeAttributes,
  type DisputeImageAttributes,
} from "./api";
import { DISPUTE_STATUS_COLOR } from "./status";

type Row = DisputeAttributes & { id: string };
/** The history card's labels: the actions written by create-dispute and resolve-dispute. */
const HISTORY_LABELS = {
  action: { create: "Diajukan", resolve: "Diselesaikan", reject: "Ditolak" },
  status: DISPUTE_STATUS_LABEL as Record<string, string>,
};
const select = (result: ListResult<DisputeAttributes>): Row[] =>
  result.resources.map((r) => ({ ...r.attributes, id: r.id }));

export function DisputeList({ title }: { title: string }) {
  const router = useRouter();
  const params = useSearchParams();
  const openId = params.get("id");
  const [status, setStatus] = React.useState("");
  const [kind, setKind] = React.useState("");
  const [reload, setReload] = React.useState(0);

  const columns = React.useMemo<ColumnDef<Row>[]>(
    () => [
      { id: "code", header: "Kode", enableSorting: true, cell: ({ row }) => row.original.code },
      {
        id: "createdAt",
        header: "Tanggal",
        enableSorting: true,
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      {
        id: "office",
        header: "Kantor",
        cell: ({ row }) => `${row.original.office_code ?? "-"} - ${row.original.office_name ?? ""}`,
      },
      {
        id: "document",
        header: "Dokumen",
        cell: ({ row }) => row.original.order_code ?? row.original.stock_movement_code ?? "-",
      },
      { id: "kind", header: "Jenis", cell: ({ row }) => row.original.kind_label },
      {
        id: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => (
          <Badge color={DISPUTE_STATUS_COLOR[row.original.status]}>
            {row.original.status_label}
          </Badge>
        ),
      },
    ],
    [],
  );

  const show = (id: string | null) => router.replace(id ? `?id=${id}` : "?", { scroll: false });

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">
          Komplain jumlah tidak sesuai dan barang kurang atas order atau pengiriman barang.
        </p>
      </header>
      <DataTable<DisputeAttributes, Row>
        resource="disputes"
        label={title}
        columns={columns}
        select={select}
        defaultSort="-createdAt"
        filters={{ status, kind }}
        reloadKey={reload}
        searchPlaceholder="Cari kode, kantor atau dokumen"
        onRowClick={(r) => show(r.id)}
        rowActions={(r) => (
          <Button type="button" size="sm" variant="outline" onClick={() => show(r.id)}>
            Detail
          </Button>
        )}
        toolbar={
          <>
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={DISPUTE_STATUSES.map((s) => ({ value: s, label: DISPUTE_STATUS_LABEL[s] }))}
            />
            <FilterSelect
              label="Jenis"
              value={kind}
              onChange={setKind}
              options={DISPUTE_KINDS.map((k) => ({ value: k, label: DISPUTE_KIND_LABEL[k] }))}
            />
          </>
        }
      />
      {openId ? (
        <DisputeDialog
          id={openId}
          onClose={() => show(null)}
          onChanged={() => setReload((n) => n + 1)}
        />
      ) : null}
    </div>
  );
}

function DisputeDialog({
  id,
  onClose,
  onChanged,
}: {
  id: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const user = useSessionUser();
  const toast = useToast();
  const [dispute, setDispute] = React.useState<Row | null>(null);
  const [images, setImages] = React.useState<(DisputeImageAttributes & { id: string })[]>([]);
  const [history, setHistory] = React.useState<HistoryRow[]>([]);
  const [error, setError] = React.useState<string | null>(null);
  const [reason, setReason] = React.useState("");
  const [reasonError, setReasonError] = React.useState<string | null>(null);
  // Busy from 'Putuskan' until the decided dispute is reloaded on screen.
  const { busy, reload: version, submit, settled } = useSubmit();
  const mayResolve = can(user, "disputes.update") && user.officeCategoryId === 1;

  React.useEffect(() => {
    const ac = new AbortController();
    Promise.all([
      getResource<DisputeAttributes>("disputes", id, {}, ac.signal),
      listResources<DisputeImageAttributes>(
        "dispute-images",
        { filter: { dispute_id: id }, page: { number: 1, size: 20 } },
        ac.signal,
      ),
      loadDisputeHistory(id, ac.signal),
    ])
      .then(([d, imgs, hist]) => {
        setDispute({ ...d.resource.attributes, id: d.resource.id });
        setImages(imgs.rows);
        setHistory(historyRows(hist, HISTORY_LABELS, localDateTime));
        setError(null);
        settled();
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setError(failureText(err));
        settled();
      });
    return () => ac.abort();
  }, [id, version, settled]);

  const decide = async (status: "resolved" | "rejected") => {
    if (!reason.trim()) {
      setReasonError("Alasan wajib diisi");
      return;
    }
    await submit(
      async () => {
        await resolveDispute(id, status, reason.trim());
        toast({ variant: "success", description: DISPUTE_RESOLVED });
        setReason("");
        setReasonError(null);
        onChanged();
        return "reload";
      },
      (err) => {
        if (err instanceof JsonApiError && err.fieldErrors.resolution)
          setReasonError(err.fieldErrors.resolution);
        toast({
          variant: "error",
          title: "Dispute gagal diputuskan",
          description: failureText(err),
        });
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o && !busy) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dispute {dispute?.code ?? ""}</DialogTitle>
          <DialogDescription>
            {dispute ? `${dispute.kind_label} - ${dispute.status_label}` : "Memuat..."}
          </DialogDescription>
        </DialogHeader>
        {error ? <Alert variant="error">{error}</Alert> : null}
        {dispute ? (
          <div className="flex flex-col gap-3 text-sm">
            <dl className="grid gap-2 sm:grid-cols-2">
              <Info
                label="Kantor"
                value={`${dispute.office_code ?? "-"} - ${dispute.office_name ?? ""}`}
              />
              <Info
                label="Dokumen"
                value={
                  dispute.order_code
                    ? `Order ${dispute.order_code}`
                    : `Pengiriman ${dispute.stock_movement_code ?? "-"}`
                }
              />
              <Info
                label="Diajukan"
                value={`${dateTime(dispute.createdAt)} oleh ${dispute.created_by_name ?? "-"}`}
              />
              <Info label="Status" value={dispute.status_label} />
            </dl>
            <p className="whitespace-pre-wrap rounded-md border p-2">{dispute.description}</p>
            {images.length ? (
              <div className="flex flex-wrap gap-2" aria-label="Foto bukti">
                {images.map((img) => (
                  <a key={img.id} href={img.url} target="_blank" rel="noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element -- a private, signed-in file: next/image would proxy it without the session */}
                    <img
                      src={img.url}
                      alt={img.original_name ?? "Foto bukti"}
                      className="size-24 rounded-md border object-cover"
                    />
                  </a>
                ))}
              </div>
            ) : null}
            {dispute.status !== "open" ? (
              <Alert variant={dispute.status === "resolved" ? "success" : "error"}>
                {dispute.status_label} oleh {dispute.resolved_by_name ?? "-"}
                {dispute.resolved_at ? ` (${dateTime(dispute.resolved_at)})` : ""}. Alasan:{" "}
                {dispute.resolution}
              </Alert>
            ) : mayResolve ? (
              <ReasonField
                id="dispute-resolution"
                value={reason}
                onChange={setReason}
                error={reasonError}
                busy={busy}
              />
            ) : null}
            <StatusHistoryCard rows={history} />
          </div>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Tutup
          </Button>
          {dispute?.status === "open" && mayResolve ? (
            <>
              <Button
                type="button"
                variant="destructive"
                disabled={busy}
                onClick={() => void decide("rejected")}
              >
                Tolak
              </Button>
              <Button type="button" disabled={busy} onClick={() => void decide("resolved")}>
                Selesaikan
              </Button>
            </>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
