"use client";

// "Tambah Barang Masuk" (SPEC §2, the buyer's penerimaan barang-dari-pusat / -kp / -sc): the
// destination picks one of the movements of the kind that were sent to it and still wait for
// their receipt, and records what arrived with the detail page's "Terima Barang" form (the
// receive action; a partial receipt leaves the rest in transit until settled). Afterwards the
// movement's penerimaan detail opens.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { can } from "@/components/data-table/permissions";
import { FormField } from "@/components/forms/form-field";
import { useSubmit } from "@/components/forms/use-submit";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useToast } from "@/components/widgets/toast";
import { dateTime } from "@/components/notifications/format";
import { failureText, listResources } from "@/lib/jsonapi-client";
import { loadMovement, officeText, type LoadedMovement } from "./api";
import { ReceiveForm } from "./receive-form";
import { detailPath } from "./paths";
import { kindTitle } from "./kind";
import { listFilter } from "./queries";
import { movementKind } from "./config";
import type { MovementAttributes } from "./list-screen";

/** How many waiting movements the picker offers at once (narrowed by the search). */
const PICK_SIZE = 50;

export function MovementReceiveScreen({ kindKey }: { kindKey: string }) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  const router = useRouter();
  const toast = useToast();
  const user = useSessionUser();
  const [search, setSearch] = React.useState("");
  const [waiting, setWaiting] = React.useState<(MovementAttributes & { id: string })[] | null>(
    null,
  );
  const [chosen, setChosen] = React.useState("");
  const [loaded, setLoaded] = React.useState<LoadedMovement | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  // The receipt, busy from the click until the movement's penerimaan detail replaces this page.
  const { busy, submit } = useSubmit();
  const listRoute = kind.routes.penerimaan ?? "/";

  // The kind's penerimaan list, only what is on its way (sent), oldest first.
  React.useEffect(() => {
    const ac = new AbortController();
    const timer = setTimeout(() => {
      listResources<MovementAttributes>(
        "stock-movements",
        {
          filter: { ...listFilter(kind, "penerimaan"), status: "sent" },
          search,
          sort: "createdAt",
          page: { number: 1, size: PICK_SIZE },
        },
        ac.signal,
      )
        .then((r) => setWaiting(r.rows))
        .catch((err: unknown) => {
          if (!ac.signal.aborted) setError(failureText(err));
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      ac.abort();
    };
  }, [kind, search]);

  // The chosen movement's lines (a stale one is not shown: its id differs from `chosen`).
  React.useEffect(() => {
    if (!chosen) return;
    const ac = new AbortController();
    loadMovement(chosen, ac.signal)
      .then(setLoaded)
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setError(failureText(err));
      });
    return () => ac.abort();
  }, [chosen]);

  if (!can(user, "stock-movements.receive"))
    return <Alert variant="error">Anda tidak memiliki akses untuk menerima barang</Alert>;

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Tambah Barang Masuk</h1>
          <p className="text-sm text-muted-foreground">
            Penerimaan {kindTitle(kind, "penerimaan")}: pilih pengiriman yang sudah dikirim, lalu
            isi jumlah yang diterima.
          </p>
        </div>
        <Link href={listRoute} className={buttonVariants({ variant: "outline" })}>
          Kembali
        </Link>
      </header>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <FormField id="field-receive-search" label="Cari Pengiriman">
            <Input
              id="field-receive-search"
              value={search}
              placeholder="Kode atau nomor resi"
              onChange={(e) => setSearch(e.target.value)}
            />
          </FormField>
          <FormField id="field-receive-movement" label="Pengiriman" required>
            <select
              id="field-receive-movement"
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
              value={chosen}
              disabled={busy || waiting === null}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">
                {waiting === null
                  ? "Memuat..."
                  : waiting.length === 0
                    ? "Tidak ada pengiriman yang menunggu diterima"
                    : "Pilih pengiriman"}
              </option>
              {(waiting ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.code} · {officeText(m.origin_office_code, m.origin_office_name)}
                  {m.tracking_number ? ` · Resi ${m.tracking_number}` : ""}
                  {m.sent_at ? ` · ${dateTime(m.sent_at)}` : ""}
                </option>
              ))}
            </select>
          </FormField>
        </CardContent>
      </Card>
      {chosen && loaded?.movement.id !== chosen && !error ? (
        <LoadingOverlay show text="Memuat..." />
      ) : null}
      {loaded && loaded.movement.id === chosen ? (
        <ReceiveForm
          key={chosen}
          loaded={loaded}
          busy={busy}
          submit={submit}
          onDone={(message) => {
            toast({ variant: "success", description: message });
            router.push(detailPath(kind, "penerimaan", chosen));
            return "leave";
          }}
        />
      ) : null}
    </div>
  );
}
