"use client";

// The ONE detail page of stock movements: every `{stage route}/{id}` mounts it with a kind key and
// a stage (config.ts). It loads the movement and puts its parts together, one file a job: the
// header with the actions the state machine and the viewer's side allow (detail-actions.tsx), the
// data and linked movements (detail-info.tsx), the lines and packets (detail-lines.tsx) or, for
// the destination of a sent movement, the "Terima Barang" form (ReceiveForm below: a quantity per
// line, partial allowed), the state history (detail-history.tsx) and the action dialogs
// (detail-dialogs.tsx, settle-dialog.tsx). Units a partial receipt did not confirm stay in transit
// until the origin settles them ("Selesaikan") or the destination books them damaged ("Rusak saat
// diterima"). Every action runs through the screen's one submit (useSubmit): busy from the click
// until the reloaded movement is on screen.
import * as React from "react";
import { PackageCheck } from "lucide-react";
import { DisputeCard } from "@/components/disputes/dispute-card";
import { NumberInput } from "@/components/forms/number-input";
import { useSubmit, type Submit, type SubmitEnd } from "@/components/forms/use-submit";
import { callAction } from "@/components/setup/action-client";
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
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useServedFirst } from "@/components/widgets/use-served-first";
import { useToast } from "@/components/widgets/toast";
import { COUNT } from "@/lib/bounds";
import { formatNumber } from "@/lib/format";
import { JsonApiError, browserGet, failureText, type ResourceObject } from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import { movementBody, type HistoryAttributes, type LoadedMovement } from "./api";
import { STAGE_SIDE, movementKind, packingPath, type MovementStage } from "./config";
import { MovementHeader, movementPermissions } from "./detail-actions";
import { MovementDialogs, type MovementDialog } from "./detail-dialogs";
import { MovementHistoryCard } from "./detail-history";
import { MovementInfoCard, RelatedMovementsCard } from "./detail-info";
import { LinesCard, PacketsCard } from "./detail-lines";
import { loadMovementDetail, type MovementDetailLoaded } from "./detail-screen-load";

export function MovementDetailScreen({
  kindKey,
  stage,
  id,
  initial,
}: {
  kindKey: string;
  stage: MovementStage;
  id: string;
  /** The movement as the page's server loaded it (loadMovementDetail with serverGet). */
  initial?: MovementDetailLoaded;
}) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  const side = STAGE_SIDE[stage];
  const user = useSessionUser();
  const toast = useToast();
  const [state, setState] = React.useState<{
    loaded: LoadedMovement | null;
    history: ResourceObject<HistoryAttributes>[];
    error: string | null;
  }>({ loaded: initial?.movement ?? null, history: initial?.history ?? [], error: null });
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);
  const [dialog, setDialog] = React.useState<MovementDialog | null>(null);
  // Every action of the page, busy until the reloaded movement is on screen (the load settles it).
  const { busy, reload, submit, settled } = useSubmit();

  React.useEffect(() => {
    if (servedFirst()) return;
    const ac = new AbortController();
    loadMovementDetail(browserGet, id, ac.signal)
      .then(({ movement, history }) => {
        setState({ loaded: movement, history, error: null });
        settled();
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setState({ loaded: null, history: [], error: failureText(err) });
        settled();
      });
    return () => ac.abort();
  }, [id, reload, servedFirst, settled]);

  const loaded = state.loaded;
  const a = loaded?.movement.attributes;
  const packing = packingPath(kind, stage, id);
  const permissions = movementPermissions(user, side, loaded, packing);
  const listRoute = kind.routes[stage] ?? "/";

  /** An action succeeded: its message, the dialog closed, the movement reloaded. */
  const done = (message: string): SubmitEnd => {
    toast({ variant: "success", description: message });
    setDialog(null);
    return "reload";
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <MovementHeader
        kind={kind}
        stage={stage}
        a={a}
        permissions={permissions}
        packing={packing}
        listRoute={listRoute}
        busy={busy}
        onOpen={setDialog}
      />
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      {!loaded && !state.error ? <LoadingOverlay show text="Memuat..." /> : null}
      {loaded && a ? (
        <>
          <MovementInfoCard loaded={loaded} kind={kind} side={side} listRoute={listRoute} />
          <RelatedMovementsCard loaded={loaded} kind={kind} stage={stage} />
          {permissions.mayDo.receive ? (
            <ReceiveForm loaded={loaded} busy={busy} submit={submit} onDone={done} />
          ) : (
            <LinesCard loaded={loaded} />
          )}
          <PacketsCard loaded={loaded} />
          <MovementHistoryCard history={state.history} />
          {a.status !== "draft" ? (
            <DisputeCard subject={{ type: "stock-movements", id, code: a.code }} />
          ) : null}
        </>
      ) : null}
      <MovementDialogs
        dialog={dialog}
        loaded={loaded}
        busy={busy}
        submit={submit}
        onClose={() => setDialog(null)}
        onDone={done}
      />
    </div>
  );
}

/** SPEC §8: the title of a failed receipt. */
export const RECEIVE_FAILED = "Pengiriman gagal diterima";

/** The "Terima Barang" form of a sent movement (the detail page and the tambah-barang-masuk page). */
export function ReceiveForm({
  loaded,
  busy,
  submit,
  onDone,
}: {
  loaded: LoadedMovement;
  /** The page's one submit (useSubmit): locked from the click until the receipt is on screen. */
  busy: boolean;
  submit: Submit["submit"];
  /** Received: the page shows `message` and says how it moves on (reload, or leave). */
  onDone: (message: string) => SubmitEnd;
}) {
  const toast = useToast();
  const id = loaded.movement.id;
  const [values, setValues] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(loaded.lines.map((l) => [l.id, String(l.attributes.quantity)])),
  );
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  // Received: the form stays locked while the page reloads or moves on (a second click would
  // answer 'already received' right after the success): `busy` ends only then.
  const locked = busy;

  const receive = (e: React.FormEvent) => {
    e.preventDefault();
    if (locked) return;
    const next: Record<string, string> = {};
    const details: { id: string; received_quantity: number }[] = [];
    for (const l of loaded.lines) {
      const parsed = parseNumberText(values[l.id] ?? "", "integer");
      const v = parsed.ok ? parsed.value : null;
      if (!parsed.ok) next[l.id] = parsed.message;
      else if (v === null) next[l.id] = "Kolom wajib diisi";
      else if (!Number.isInteger(v) || v < 0 || v > l.attributes.quantity)
        next[l.id] = `Jumlah diterima harus 0 sampai ${formatNumber(l.attributes.quantity)}`;
      else details.push({ id: l.id, received_quantity: v });
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    void submit(
      async () => {
        const res = await callAction<{ meta?: { message?: string } }>(
          `stock-movements/${id}/-actions/recieve`,
          "PATCH",
          movementBody(id, { details }),
        );
        const partial = details.some(
          (d) =>
            d.received_quantity <
            (loaded.lines.find((l) => l.id === d.id)?.attributes.quantity ?? 0),
        );
        return onDone(
          `${res.meta?.message ?? "Barang berhasil diterima"}${partial ? ". Sisa barang tercatat dalam perjalanan sampai diselesaikan pengirim." : ""}`,
        );
      },
      (err) => {
        const detail = failureText(err);
        if (err instanceof JsonApiError && err.fieldErrors.details) setFormError(detail);
        toast({ variant: "error", title: RECEIVE_FAILED, description: detail });
      },
    );
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <h2 className="text-lg font-semibold">Terima Barang</h2>
        <p className="text-sm text-muted-foreground">
          Isi jumlah yang benar-benar diterima per barang. Sisa yang belum diterima tetap tercatat
          dalam perjalanan sampai pengirim menyelesaikannya (kembali ke stok, dikirim susulan, atau
          hilang); barang yang tiba rusak dicatat lewat &quot;Rusak saat diterima&quot;.
        </p>
        {formError ? (
          <Alert variant="error">
            <strong className="block">{RECEIVE_FAILED}</strong>
            {formError}
          </Alert>
        ) : null}
        <form onSubmit={receive} noValidate aria-label="Terima Barang">
          <Table aria-label="Barang pengiriman">
            <TableHeader>
              <TableRow>
                <TableHead>Kode Barang</TableHead>
                <TableHead>Nama Barang</TableHead>
                <TableHead className="text-right">Dikirim</TableHead>
                <TableHead pin="end">Diterima</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaded.lines.map((l, i) => (
                <TableRow key={l.id}>
                  <TableCell>{l.attributes.product_code ?? "-"}</TableCell>
                  <TableCell>{l.attributes.product_name ?? "-"}</TableCell>
                  <TableCell className="text-right">
                    {formatNumber(l.attributes.quantity)}
                  </TableCell>
                  <TableCell pin="end">
                    <NumberInput
                      className="w-24 sm:w-32"
                      spec={{ ...COUNT, max: l.attributes.quantity }}
                      aria-label={`Jumlah diterima baris ${i + 1}`}
                      aria-invalid={errors[l.id] ? true : undefined}
                      readOnly={locked}
                      value={values[l.id] ?? ""}
                      onChange={(text) => setValues((v) => ({ ...v, [l.id]: text }))}
                    />
                    {errors[l.id] ? (
                      <p className="mt-1 text-xs text-destructive">{errors[l.id]}</p>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="mt-3 flex justify-end">
            <Button type="submit" disabled={locked}>
              <PackageCheck className="size-4" aria-hidden="true" />
              {locked ? "Menyimpan..." : "Terima Barang"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
