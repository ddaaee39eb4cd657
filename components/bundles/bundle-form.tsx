"use client";

// 'Tambah Laporan' of every report screen (config.ts): the reporting office (the caller's own;
// Pusat picks one from 'Daftar Kantor'), the current period, the office's sales of the period
// not yet reported (the DataTable over `orders`) with their total from getTotalTransaction
// (computed by the server), and a note. 'Simpan Draft' keeps it editable; 'Kirim Laporan' sends
// it at once ('Laporan Berhasil Dikirimkan'). Validated with the SAME schema the API uses.
import * as React from "react";
import { useRouter } from "next/navigation";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { DataTable } from "@/components/data-table/data-table";
import { TextField } from "@/components/forms/form-field";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Info } from "@/components/widgets/detail-parts";
import { OfficePicker, type PickedOffice } from "@/components/widgets/office-picker";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import { callApi, failureText, JsonApiError, type ListResult } from "@/lib/jsonapi-client";
import { OFFICE_CATEGORY_IDS as CAT } from "@/lib/office-categories";
import {
  BUNDLE_KIND_LABEL,
  BUNDLE_SENT_MESSAGE,
  ZCreateOrderBundleInput,
  type BundleKind,
} from "@/lib/schemas/bundles";
import { BUNDLE_SCREENS, type BundleScreenKey } from "./config";

const ZForm = ZCreateOrderBundleInput.pick({ description: true });
type FormInput = z.input<typeof ZForm>;
type FormOutput = z.output<typeof ZForm>;

const ORDER_KINDS: Record<BundleKind, string> = {
  sales: "sale,purchase,member_sale",
  restock: "restock",
};

interface CandidateAttributes {
  code: string;
  order_type_label: string;
  order_date: string;
  destination_office_code: string | null;
  destination_office_name: string | null;
  status_label: string;
  final_price: number;
}
interface CandidateRow extends CandidateAttributes {
  id: string;
}

interface TotalMeta {
  order_count: number;
  total_order_final_price: number;
  period_id: string;
}

const selectRows = (r: ListResult<CandidateAttributes>): CandidateRow[] =>
  r.resources.map((x) => ({ ...x.attributes, id: x.id }));

export function BundleForm({ screen }: { screen: BundleScreenKey }) {
  const cfg = BUNDLE_SCREENS[screen];
  const kind: BundleKind = cfg.kind ?? "sales";
  const user = useSessionUser();
  const router = useRouter();
  const toast = useToast();
  const pusat = user.officeCategoryId === CAT.PUSAT;
  const [picked, setPicked] = React.useState<PickedOffice | null>(null);
  const [picking, setPicking] = React.useState(false);
  const officeId = pusat ? (picked?.id ?? null) : user.officeId;
  const [totals, setTotals] = React.useState<TotalMeta | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [alert, setAlert] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZForm),
    defaultValues: { description: "" },
  });

  React.useEffect(() => {
    if (!officeId) return;
    const ctrl = new AbortController();
    const q = new URLSearchParams({ "filter[kind]": kind });
    if (pusat) q.set("filter[office_id]", officeId);
    callApi<{ meta: TotalMeta }>(`order-bundles/-actions/getTotalTransaction?${q.toString()}`, {
      signal: ctrl.signal,
    })
      .then((r) => setTotals(r.meta))
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setAlert(failureText(err));
      });
    return () => ctrl.abort();
  }, [officeId, kind, pusat]);

  const columns = React.useMemo<ColumnDef<CandidateRow>[]>(
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

  const save = (submit: boolean) =>
    form.handleSubmit(async (v) => {
      if (!officeId) {
        setAlert(`${cfg.label} wajib dipilih`);
        return;
      }
      setBusy(true);
      setAlert(null);
      try {
        const res = await callApi<{ data: { id: string } }>("order-bundles", {
          method: "POST",
          body: {
            data: {
              type: "order-bundles",
              attributes: { kind, description: v.description, submit },
              ...(pusat
                ? { relationships: { office: { data: { type: "offices", id: officeId } } } }
                : {}),
            },
          },
        });
        toast({
          variant: "success",
          description: submit ? BUNDLE_SENT_MESSAGE : "Data Berhasil disimpan",
        });
        router.push(`${cfg.detailBase}/${res.data.id}`);
      } catch (err) {
        const fields = err instanceof JsonApiError ? err.toFailedResult().fieldErrors : {};
        setAlert(Object.values(fields)[0] ?? failureText(err));
      } finally {
        setBusy(false);
      }
    })();

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.createLabel || cfg.title}</h1>
        <p className="text-sm text-muted-foreground">
          Penjualan periode berjalan yang belum dilaporkan masuk ke laporan ini.
        </p>
      </header>
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <Card>
        <CardContent className="grid gap-3 pt-6 text-sm sm:grid-cols-4">
          <Info
            label="Kantor"
            value={
              pusat
                ? picked
                  ? `${picked.code ?? ""} - ${picked.name}`
                  : "-"
                : `${user.officeCode ?? ""} - ${user.officeName ?? ""}`
            }
          />
          <Info label="Periode" value={user.currentPeriod?.name ?? "-"} />
          <Info label="Jenis" value={BUNDLE_KIND_LABEL[kind]} />
          <Info
            label="Total Transaksi"
            value={
              totals
                ? `${formatRupiah(totals.total_order_final_price)} (${totals.order_count} order)`
                : "-"
            }
          />
          {pusat ? (
            <div>
              <Button type="button" variant="outline" onClick={() => setPicking(true)}>
                {picked ? `Ganti ${cfg.label}` : `Pilih ${cfg.label}`}
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {officeId && totals ? (
        <DataTable<CandidateAttributes, CandidateRow>
          resource="orders"
          label="Order yang dilaporkan"
          columns={columns}
          select={selectRows}
          defaultSort="-createdAt"
          include={[]}
          searchable={false}
          filters={{
            origin_office_id: officeId,
            is_bundled: false,
            status: "validated,released",
            kind: ORDER_KINDS[kind],
            period_id: totals.period_id,
          }}
        />
      ) : null}
      <form
        className="flex flex-col gap-3"
        aria-label="Form laporan"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
      >
        <TextField form={form} name="description" label="Keterangan" readOnly={busy} />
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={busy || !officeId || !totals?.order_count}
            onClick={() => void save(false)}
          >
            Simpan Draft
          </Button>
          <Button type="submit" disabled={busy || !officeId || !totals?.order_count}>
            Kirim Laporan
          </Button>
        </div>
      </form>
      <OfficePicker
        open={picking}
        onOpenChange={setPicking}
        title="Daftar Kantor"
        filters={{ office_category_id: cfg.categories.join(",") }}
        onSelect={(o) => {
          setPicked(o);
          setTotals(null);
          setPicking(false);
        }}
      />
    </div>
  );
}
