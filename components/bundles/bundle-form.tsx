"use client";

// 'Tambah Laporan' of every report screen (config.ts): the reporting office (the caller's own;
// Pusat picks one from 'Daftar Kantor'), the current period, the office's sales of the period
// not yet reported with their total from getTotalTransaction (computed by the server), and a
// note. The eligible orders (validated/released, of the period, in no report: at most
// BUNDLE_MAX_ORDERS, a report's limit) are listed with a checkbox each, all chosen at first;
// 'Total Dipilih' is the sum of the chosen ones as a preview, the POST sends them as `order_ids`
// and the server recomputes the totals and refuses an order that is no longer eligible (422).
// 'Simpan Draft' keeps it editable; 'Kirim Laporan' sends it at once ('Laporan Berhasil
// Dikirimkan'). Validated with the SAME schema the API uses.
import * as React from "react";
import { useSubmit } from "@/components/forms/use-submit";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { toggled } from "@/lib/utils";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/form-field";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { OfficePicker, type PickedOffice } from "@/components/widgets/office-picker";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import { callApi, failureText, JsonApiError, listResources } from "@/lib/jsonapi-client";
import { OFFICE_CATEGORY_IDS as CAT } from "@/lib/office-categories";
import {
  BUNDLE_KIND_LABEL,
  BUNDLE_MAX_ORDERS,
  BUNDLE_SENT_MESSAGE,
  type BundleKind,
} from "@/lib/labels/bundles";
import type { TBundleFormInput, TBundleFormOutput } from "./bundle-form-schema";
import type { BundleScreen } from "./config";

type FormInput = TBundleFormInput;
type FormOutput = TBundleFormOutput;
const resolver = lazyZodResolver(() => import("./bundle-form-schema").then((m) => m.ZBundleForm));

const ORDER_KINDS: Record<BundleKind, string> = {
  sales: "sale,purchase,member_sale",
  restock: "restock",
  pbs: "pbs",
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

/**
 * A label over its value, as detail-parts' `Info` draws it: that module also holds the lines
 * table, the reason field and the history card with its labels (~1.3 KB gzip of first load).
 */
function Info({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium">{value}</span>
    </div>
  );
}

/** The orders list's largest page (server/orders/resources.ts). */
const ORDER_PAGE = 100;

/** Every order the report may take (the same conditions as the server's), at most a report's. */
async function loadCandidates(
  filter: Record<string, string | boolean>,
  signal: AbortSignal,
): Promise<CandidateRow[]> {
  const rows: CandidateRow[] = [];
  for (let page = 1; rows.length < BUNDLE_MAX_ORDERS; page++) {
    const r = await listResources<CandidateAttributes>(
      "orders",
      { filter, sort: "order_date,code", page: { number: page, size: ORDER_PAGE } },
      signal,
    );
    rows.push(...r.resources.map((x) => ({ ...x.attributes, id: x.id })));
    if (r.resources.length < ORDER_PAGE || page >= r.page.lastPage) break;
  }
  return rows.slice(0, BUNDLE_MAX_ORDERS);
}

/**
 * `cfg` is the page's one screen (BUNDLE_SCREENS[key], read on the server): importing the table
 * here would ship every report screen with the form.
 */
export function BundleForm({ cfg }: { cfg: BundleScreen }) {
  const kind: BundleKind = cfg.kind ?? "sales";
  const user = useSessionUser();
  const router = useRouter();
  const toast = useToast();
  const pusat = user.officeCategoryId === CAT.PUSAT;
  const [picked, setPicked] = React.useState<PickedOffice | null>(null);
  const [picking, setPicking] = React.useState(false);
  const officeId = pusat ? (picked?.id ?? null) : user.officeId;
  const [totals, setTotals] = React.useState<TotalMeta | null>(null);
  const [candidates, setCandidates] = React.useState<CandidateRow[] | null>(null);
  const [chosen, setChosen] = React.useState<ReadonlySet<string>>(new Set());
  const { busy, submit: send } = useSubmit();
  const [alert, setAlert] = React.useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: { description: "" },
  });
  // Leaving with unsaved changes (browser Back, a link, closing the tab) asks first (SPEC §5).
  const [saved, setSaved] = React.useState(false);
  useUnsavedChanges(form.formState.isDirty && !saved);

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

  const periodId = totals?.period_id ?? null;
  React.useEffect(() => {
    if (!officeId || !periodId) return;
    const ctrl = new AbortController();
    loadCandidates(
      {
        origin_office_id: officeId,
        is_bundled: false,
        status: "validated,released",
        kind: ORDER_KINDS[kind],
        period_id: periodId,
      },
      ctrl.signal,
    )
      .then((rows) => {
        setCandidates(rows);
        setChosen(new Set(rows.map((r) => r.id)));
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setAlert(failureText(err));
      });
    return () => ctrl.abort();
  }, [officeId, periodId, kind]);

  // A preview: the server recomputes the report's totals from the orders it takes.
  const chosenRows = (candidates ?? []).filter((r) => chosen.has(r.id));
  const chosenTotal = chosenRows.reduce((sum, r) => sum + r.final_price, 0);
  const allChosen =
    candidates !== null && candidates.length > 0 && chosenRows.length === candidates.length;
  const toggle = (id: string, on: boolean) => setChosen((prev) => toggled(prev, id, on));

  const save = (submit: boolean) =>
    form.handleSubmit(async (v) => {
      if (!officeId) {
        setAlert(`${cfg.label} wajib dipilih`);
        return;
      }
      return send(
        async () => {
          setAlert(null);
          const res = await callApi<{ data: { id: string } }>("order-bundles", {
            method: "POST",
            body: {
              data: {
                type: "order-bundles",
                attributes: {
                  kind,
                  description: v.description,
                  submit,
                  order_ids: chosenRows.map((r) => r.id),
                },
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
          // Still busy until the report has opened: a second click would post it again. replace:
          // the report takes the place of the unsaved-changes guard's copy of this page.
          setSaved(true);
          router.replace(`${cfg.detailBase}/${res.data.id}`);
          return "leave";
        },
        (err) => {
          const fields = err instanceof JsonApiError ? err.toFailedResult().fieldErrors : {};
          setAlert(Object.values(fields)[0] ?? failureText(err));
        },
      );
    })();

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{cfg.createLabel || cfg.title}</h1>
        <p className="text-sm text-muted-foreground">
          Pilih penjualan periode berjalan yang belum dilaporkan untuk masuk ke laporan ini.
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
          <Info
            label="Total Dipilih"
            value={`${formatRupiah(chosenTotal)} (${chosenRows.length} order)`}
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
        <Card>
          <CardContent className="flex flex-col gap-2 pt-6">
            <h2 className="text-lg font-semibold">Order yang dilaporkan</h2>
            {totals.order_count > BUNDLE_MAX_ORDERS ? (
              <Alert variant="warning">
                {`Maksimal ${BUNDLE_MAX_ORDERS} order per laporan: ${BUNDLE_MAX_ORDERS} order pertama ditampilkan, sisanya masuk laporan berikutnya.`}
              </Alert>
            ) : null}
            <Table aria-label="Order yang dilaporkan">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">
                    <input
                      type="checkbox"
                      className="size-4"
                      aria-label="Pilih semua order"
                      checked={allChosen}
                      disabled={busy || !candidates?.length}
                      onChange={(e) =>
                        setChosen(
                          e.target.checked
                            ? new Set((candidates ?? []).map((r) => r.id))
                            : new Set(),
                        )
                      }
                    />
                  </TableHead>
                  <TableHead>Kode</TableHead>
                  <TableHead>Jenis</TableHead>
                  <TableHead>Tanggal</TableHead>
                  <TableHead>Pembeli</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Total Akhir</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {candidates === null ? (
                  <TableRow>
                    <TableCell colSpan={7}>Memuat...</TableCell>
                  </TableRow>
                ) : candidates.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7}>
                      <EmptyState />
                    </TableCell>
                  </TableRow>
                ) : (
                  candidates.map((r) => (
                    <TableRow key={r.id} data-state={chosen.has(r.id) ? "selected" : undefined}>
                      <TableCell>
                        <input
                          type="checkbox"
                          className="size-4"
                          aria-label={`Pilih ${r.code}`}
                          checked={chosen.has(r.id)}
                          disabled={busy}
                          onChange={(e) => toggle(r.id, e.target.checked)}
                        />
                      </TableCell>
                      <TableCell>{r.code}</TableCell>
                      <TableCell>{r.order_type_label}</TableCell>
                      <TableCell>{r.order_date}</TableCell>
                      <TableCell>
                        {`${r.destination_office_code ?? "-"} - ${r.destination_office_name ?? ""}`}
                      </TableCell>
                      <TableCell>{r.status_label}</TableCell>
                      <TableCell className="text-right">{formatRupiah(r.final_price)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
            <p className="text-right text-sm font-semibold" data-testid="bundle-selected-total">
              Total Dipilih: {formatRupiah(chosenTotal)}
            </p>
          </CardContent>
        </Card>
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
            disabled={busy || !officeId || chosenRows.length === 0}
            onClick={() => void save(false)}
          >
            Simpan Draft
          </Button>
          <Button type="submit" disabled={busy || !officeId || chosenRows.length === 0}>
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
          setCandidates(null);
          setChosen(new Set());
          setPicking(false);
        }}
      />
    </div>
  );
}
