"use client";

// The detail of a report on every report screen (config.ts): header (office, period, state,
// payment), totals, its orders, its payments (payment bundles) with 'Verifikasi' for Pusat's
// Kasir (never the maker: the server refuses), 'Bayar' (split over methods, to Pusat's
// accounts), the history, and the actions by state, side and permission: 'Kirim Laporan',
// 'Kembalikan ke Draft', 'Hapus', 'Validasi', 'Batalkan Validasi'. Another office's report
// answers 404: the page says 'Data tidak ditemukan'.
import { localDateTime } from "@/components/widgets/local-date-time";
import * as React from "react";
import { useSubmit } from "@/components/forms/use-submit";
import { useServedFirst } from "@/components/widgets/use-served-first";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { EmptyRow, Info, historyRows, StatusHistoryCard } from "@/components/widgets/detail-parts";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import {
  browserGet,
  callApi,
  failureText,
  JsonApiError,
  type ListResult,
} from "@/lib/jsonapi-client";
import { OFFICE_CATEGORY_IDS as CAT } from "@/lib/office-categories";
import {
  BUNDLE_SENT_MESSAGE,
  BUNDLE_STATUS_LABEL,
  BUNDLE_VALIDATED_MESSAGE,
  PAYMENT_BUNDLE_VERIFIED_MESSAGE,
  type BundleStatus,
} from "@/lib/labels/bundles";
import { BundleStatusBadge, PaidBadge } from "./bundle-list";
import { BUNDLE_SCREENS, type BundleScreenKey } from "./config";
import { bundleOrdersQuery, loadBundleDetail, type BundleDetailLoaded } from "./bundle-detail-load";

// The payment form (and its schemas) loads only where a report is paid here: most who open a
// report (validation, a paid report) never see it (docs/browser-performance.md).
const PaymentForm = React.lazy(() =>
  import("@/components/payments/payment-form").then((m) => ({ default: m.PaymentForm })),
);

interface OrderAttributes {
  code: string;
  order_type_label: string;
  order_date: string;
  destination_office_code: string | null;
  destination_office_name: string | null;
  status_label: string;
  final_price: number;
}
interface OrderRow extends OrderAttributes {
  id: string;
}

const ACTION_LABEL: Record<string, string> = {
  create: "Dibuat",
  update: "Diubah",
  submit: "Dikirim",
  withdraw: "Dikembalikan ke draft",
  validate: "Divalidasi",
  unvalidate: "Validasi dibatalkan",
  paid: "Lunas",
  delete: "Dihapus",
};
const STATE_LABEL: Record<string, string> = {
  ...BUNDLE_STATUS_LABEL,
  paid: "Lunas",
  deleted: "Dihapus",
};
const NOT_FOUND = "Data tidak ditemukan";

type Pending = "submit" | "withdraw" | "delete" | "validate" | "unvalidate" | null;

const selectOrders = (r: ListResult<OrderAttributes>): OrderRow[] =>
  r.resources.map((x) => ({ ...x.attributes, id: x.id }));

export function BundleDetail({
  screen,
  id,
  initial,
}: {
  screen: BundleScreenKey;
  id: string;
  /** The report as the page's server loaded it (loadBundleDetail with serverGet). */
  initial?: BundleDetailLoaded;
}) {
  const cfg = BUNDLE_SCREENS[screen];
  const user = useSessionUser();
  const router = useRouter();
  const toast = useToast();
  const [loaded, setLoaded] = React.useState<BundleDetailLoaded | null>(initial ?? null);
  const [error, setError] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<Pending>(null);
  // An action stays busy until its result is on screen: the load below settles it.
  const { busy, reload, submit, settled, refresh } = useSubmit();
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);
  const ordersQuery = React.useMemo(() => bundleOrdersQuery(id), [id]);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ctrl = new AbortController();
    loadBundleDetail(browserGet, id, ctrl.signal)
      .then((l) => {
        setLoaded(l);
        setError(null);
        settled();
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        setError(err instanceof JsonApiError && err.status === 404 ? NOT_FOUND : failureText(err));
        settled();
      });
    return () => ctrl.abort();
  }, [id, reload, servedFirst, settled]);

  const orderColumns = React.useMemo<ColumnDef<OrderRow>[]>(
    () => [
      { id: "code", header: "Kode", cell: ({ row }) => row.original.code },
      { id: "order_type", header: "Jenis", cell: ({ row }) => row.original.order_type_label },
      { id: "order_date", header: "Tanggal", cell: ({ row }) => row.original.order_date },
      {
        id: "buyer",
        header: "Pembeli",
        cell: ({ row }) =>
          `${row.original.destination_office_code ?? "-"} - ${row.original.destination_office_name ?? ""}`,
      },
      { id: "status", header: "Status", cell: ({ row }) => row.original.status_label },
      {
        id: "final_price",
        header: "Total Akhir",
        cell: ({ row }) => formatRupiah(row.original.final_price),
      },
    ],
    [],
  );

  if (error) return <Alert variant="error">{error}</Alert>;
  if (!loaded) return <p className="pt-4 text-sm text-muted-foreground">Memuat…</p>;

  const b = loaded.bundle.attributes;
  const status = b.status as BundleStatus;
  const pusat = user.officeCategoryId === CAT.PUSAT || user.roles.includes("superadmin");
  const owner = pusat || user.officeId === b.office_id;
  const activePayments = loaded.payments;
  const recorded = activePayments.reduce((s, p) => s + p.attributes.amount, 0);
  const left = b.total_price - recorded;
  const mayPay =
    owner && status !== "draft" && !b.is_paid && left > 0 && can(user, "order-bundles.pay");

  const failed = (err: unknown) => toast({ variant: "error", description: failureText(err) });

  const run = (what: Exclude<Pending, null>) =>
    submit(async () => {
      if (what === "delete") {
        await callApi(`order-bundles/${id}`, { method: "DELETE" });
        toast({ variant: "success", description: "Laporan berhasil dihapus" });
        router.push(cfg.basePath);
        return "leave";
      }
      if (what === "validate") {
        await callApi(`order-bundles/${id}/-actions/validate-order-bundle`, { method: "PATCH" });
        toast({ variant: "success", description: BUNDLE_VALIDATED_MESSAGE });
      } else {
        const attributes =
          what === "submit"
            ? { is_submitted: true }
            : what === "withdraw"
              ? { is_submitted: false }
              : { is_validated: false };
        await callApi(`order-bundles/${id}`, {
          method: "PATCH",
          body: { data: { type: "order-bundles", id, attributes } },
        });
        toast({
          variant: "success",
          description: what === "submit" ? BUNDLE_SENT_MESSAGE : "Data Berhasil diubah",
        });
      }
      setPending(null);
      // Still busy until the reloaded report is shown or the list opens: a second click in
      // between would repeat the action on a stale screen.
      return "reload";
    }, failed);

  const verify = (pbId: string) =>
    submit(async () => {
      await callApi(`payment-bundles/${pbId}/-actions/verify`, { method: "POST" });
      toast({ variant: "success", description: PAYMENT_BUNDLE_VERIFIED_MESSAGE });
      return "reload";
    }, failed);

  const actions: { key: Exclude<Pending, null>; label: string; show: boolean }[] = [
    {
      key: "submit",
      label: "Kirim Laporan",
      show: owner && status === "draft" && can(user, "order-bundles.update"),
    },
    {
      key: "withdraw",
      label: "Kembalikan ke Draft",
      show:
        owner &&
        status === "submitted" &&
        activePayments.length === 0 &&
        can(user, "order-bundles.update"),
    },
    {
      key: "delete",
      label: "Hapus",
      show:
        owner &&
        status !== "validated" &&
        activePayments.length === 0 &&
        can(user, "order-bundles.delete"),
    },
    {
      key: "validate",
      label: "Validasi",
      show: pusat && status === "submitted" && can(user, "order-bundles.validate"),
    },
    {
      key: "unvalidate",
      label: "Batalkan Validasi",
      show: pusat && status === "validated" && can(user, "order-bundles.unvalidate"),
    },
  ];

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">
            {b.kind_label} {b.code}
          </h1>
          <p className="text-sm text-muted-foreground">{cfg.title}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions
            .filter((a) => a.show)
            .map((a) => (
              <Button
                key={a.key}
                type="button"
                variant={a.key === "delete" || a.key === "unvalidate" ? "outline" : "default"}
                disabled={busy}
                onClick={() => setPending(a.key)}
              >
                {a.label}
              </Button>
            ))}
        </div>
      </header>

      <Card>
        <CardContent className="grid gap-3 pt-6 text-sm sm:grid-cols-4">
          <Info label="Kantor" value={`${b.office_code ?? "-"} - ${b.office_name ?? ""}`} />
          <Info label="Periode" value={b.period_name ?? "-"} />
          <div className="flex flex-col">
            <span className="text-muted-foreground">Status</span>
            <span className="flex gap-2">
              <BundleStatusBadge status={b.status} label={b.status_label} />
              <PaidBadge paid={b.is_paid} />
            </span>
          </div>
          <Info label="Dibuat oleh" value={b.created_by_name ?? "-"} />
          <Info label="Jumlah Order" value={String(b.order_count)} />
          <Info label="Total Laporan" value={formatRupiah(b.total_price)} />
          <Info label="Terverifikasi" value={formatRupiah(b.paid_amount)} />
          <Info label="Belum Dibayar" value={formatRupiah(left > 0 ? left : 0)} />
          {b.description ? <Info label="Keterangan" value={b.description} /> : null}
        </CardContent>
      </Card>

      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Order</h2>
        <DataTable<OrderAttributes, OrderRow>
          {...ordersQuery}
          label="Order dalam laporan"
          columns={orderColumns}
          select={selectOrders}
          searchable={false}
          reloadKey={reload}
          initial={initial?.orders}
        />
      </section>

      <Card>
        <CardContent className="flex flex-col gap-3 pt-6">
          <h2 className="text-lg font-semibold">Pembayaran</h2>
          <Table aria-label="Pembayaran laporan">
            <TableHeader>
              <TableRow>
                <TableHead>Kode</TableHead>
                <TableHead>Tanggal</TableHead>
                <TableHead>Metode</TableHead>
                <TableHead>Rekening</TableHead>
                <TableHead>No. Referensi</TableHead>
                <TableHead className="text-right">Jumlah</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Aksi</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {activePayments.length === 0 ? (
                <EmptyRow colSpan={8} />
              ) : (
                activePayments.map((p) => {
                  const a = p.attributes;
                  const mayVerify =
                    pusat &&
                    !a.is_verified &&
                    a.created_by_id !== user.id &&
                    can(user, "payment-bundles.verify");
                  return (
                    <TableRow key={p.id}>
                      <TableCell>{a.code}</TableCell>
                      <TableCell>{a.payment_date}</TableCell>
                      <TableCell>{a.payment_method_type_name ?? "-"}</TableCell>
                      <TableCell>
                        {a.account_number ? `${a.bank_name ?? ""} ${a.account_number}` : "-"}
                      </TableCell>
                      <TableCell>{a.reference_number ?? "-"}</TableCell>
                      <TableCell className="text-right">{formatRupiah(a.amount)}</TableCell>
                      <TableCell>{a.status_label}</TableCell>
                      <TableCell>
                        {mayVerify ? (
                          <Button
                            type="button"
                            size="sm"
                            disabled={busy}
                            aria-label={`Verifikasi ${a.code}`}
                            onClick={() => void verify(p.id)}
                          >
                            Verifikasi
                          </Button>
                        ) : (
                          "-"
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      {mayPay && loaded.pusatId ? (
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6">
            <h2 className="text-lg font-semibold">Bayar</h2>
            <React.Suspense fallback={<p className="text-sm text-muted-foreground">Memuat...</p>}>
              <PaymentForm
                key={`${left}-${reload}`}
                target={{ orderBundleId: id }}
                sellerOfficeId={loaded.pusatId}
                saldoAllowed={user.officeId === b.office_id}
                remaining={left}
                onPaid={refresh}
              />
            </React.Suspense>
          </CardContent>
        </Card>
      ) : null}

      <StatusHistoryCard
        rows={historyRows(
          loaded.history,
          { action: ACTION_LABEL, status: STATE_LABEL },
          localDateTime,
        )}
      />

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o && !busy) setPending(null);
        }}
        title={
          pending === "delete"
            ? "Hapus Laporan"
            : pending === "unvalidate"
              ? "Batalkan Validasi"
              : pending === "submit"
                ? "Kirim Laporan"
                : "Validasi"
        }
        variant={pending === "delete" || pending === "unvalidate" ? "yakin" : "validasi"}
        busy={busy}
        onConfirm={() => (pending ? run(pending) : undefined)}
      />
    </div>
  );
}
