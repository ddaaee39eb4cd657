"use client";

// The ONE packing page of stock movements (`{stage route}/{id}/pengemasan`, config.ts): the origin
// puts the lines into packets (POST packets, at most what remains to pack per product), deletes a
// packet (DELETE packets/{id}; a packed movement goes back to draft), and finishes packing
// (-actions/pack, only when every line is packed exactly). Per line it suggests the origin
// warehouse's batches of that product, earliest expiry first (FEFO).
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { PackageCheck, Plus, Trash2 } from "lucide-react";
import { FormField } from "@/components/forms/form-field";
import { NumberInput } from "@/components/forms/number-input";
import { callAction } from "@/components/setup/action-client";
import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
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
import { ConfirmDialog } from "@/components/widgets/confirm-dialog";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { COUNT } from "@/lib/bounds";
import { formatNumber } from "@/lib/format";
import {
  JsonApiError,
  createResource,
  deleteResource,
  failureText,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { parseNumberText } from "@/lib/number-input";
import {
  loadBatchSuggestions,
  loadMovement,
  movementBody,
  type BatchSuggestion,
  type LoadedMovement,
} from "./api";
import { MovementStatusBadge } from "./status-badge";
import { detailPath } from "./paths";
import { kindTitle, type MovementStage } from "./kind";
import { movementKind } from "./config";

interface ProductToPack {
  productId: string;
  code: string;
  name: string;
  quantity: number;
  packed: number;
}

/** Per product: ordered quantity and what the packets already hold. */
function productsToPack(loaded: LoadedMovement): ProductToPack[] {
  const byProduct = new Map<string, ProductToPack>();
  for (const l of loaded.lines) {
    const a = l.attributes;
    const p = byProduct.get(a.product_id) ?? {
      productId: a.product_id,
      code: a.product_code ?? "-",
      name: a.product_name ?? "-",
      quantity: 0,
      packed: 0,
    };
    p.quantity += a.quantity;
    byProduct.set(a.product_id, p);
  }
  for (const packet of loaded.packets)
    for (const c of packet.attributes.contents) {
      const p = byProduct.get(c.product_id);
      if (p) p.packed += c.quantity;
    }
  return [...byProduct.values()];
}

export function MovementPackingScreen({
  kindKey,
  stage,
  id,
}: {
  kindKey: string;
  stage: MovementStage;
  id: string;
}) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  const router = useRouter();
  const toast = useToast();
  const [state, setState] = React.useState<{
    loaded: LoadedMovement | null;
    batches: ResourceObject<BatchSuggestion>[];
    error: string | null;
  }>({ loaded: null, batches: [], error: null });
  // Busy from a click until the reloaded packets are on screen (or the detail page replaces it).
  const { busy, reload: version, submit, settled } = useSubmit();
  const [quantities, setQuantities] = React.useState<Record<string, string>>({});
  const [packetName, setPacketName] = React.useState("");
  const [weight, setWeight] = React.useState("");
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [formError, setFormError] = React.useState<string | null>(null);
  const [toDelete, setToDelete] = React.useState<string | null>(null);

  React.useEffect(() => {
    const ac = new AbortController();
    Promise.all([loadMovement(id, ac.signal), loadBatchSuggestions(id)])
      .then(([loaded, batches]) => {
        setState({ loaded, batches, error: null });
        // Default: everything that remains goes into the next packet.
        setQuantities(
          Object.fromEntries(
            productsToPack(loaded).map((p) => [p.productId, String(p.quantity - p.packed)]),
          ),
        );
        settled();
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setState({ loaded: null, batches: [], error: failureText(err) });
        settled();
      });
    return () => ac.abort();
  }, [id, version, settled]);

  const loaded = state.loaded;
  const a = loaded?.movement.attributes;
  const products = loaded ? productsToPack(loaded) : [];
  const remaining = products.reduce((n, p) => n + (p.quantity - p.packed), 0);
  const editable = a?.status === "draft";
  const detail = detailPath(kind, stage, id);

  const addPacket = async (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const details: { product_id: string; quantity: number }[] = [];
    for (const p of products) {
      const left = p.quantity - p.packed;
      const parsed = parseNumberText(quantities[p.productId] ?? "", "integer");
      if (!parsed.ok) next[p.productId] = parsed.message;
      else if (parsed.value === null || parsed.value === 0) continue;
      else if (!Number.isInteger(parsed.value) || parsed.value < 0 || parsed.value > left)
        next[p.productId] = `Jumlah harus 0 sampai ${formatNumber(left)}`;
      else details.push({ product_id: p.productId, quantity: parsed.value });
    }
    const w = parseNumberText(weight, "integer");
    let grams = 0;
    if (!w.ok) next.weight = w.message;
    else if (w.value !== null && (!Number.isInteger(w.value) || w.value < 0))
      next.weight = "Berat harus bilangan bulat tidak negatif";
    else grams = w.value ?? 0;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    if (details.length === 0) {
      setFormError("Isi paket wajib diisi");
      return;
    }
    await submit(
      async () => {
        await createResource(
          "packets",
          { details, weight: grams, ...(packetName.trim() ? { name: packetName.trim() } : {}) },
          { "stock-movement": { data: { type: "stock-movements", id } } },
        );
        toast({ variant: "success", description: "Paket berhasil ditambahkan" });
        setPacketName("");
        setWeight("");
        return "reload";
      },
      (err) => {
        if (err instanceof JsonApiError && Object.keys(err.fieldErrors).length > 0)
          setErrors(err.fieldErrors);
        setFormError(failureText(err));
      },
    );
  };

  const removePacket = async (packetId: string) => {
    await submit(
      async () => {
        await deleteResource("packets", packetId);
        toast({ variant: "success", description: "Paket berhasil dihapus" });
        setToDelete(null);
        return "reload";
      },
      (err) => {
        toast({ variant: "error", description: failureText(err) });
        setToDelete(null);
      },
    );
  };

  const finish = async () => {
    await submit(
      async () => {
        const res = await callAction<{ meta?: { message?: string } }>(
          `stock-movements/${id}/-actions/pack`,
          "PATCH",
          movementBody(id),
        );
        toast({ variant: "success", description: res.meta?.message ?? "Barang berhasil dikemas" });
        router.push(detail);
        return "leave";
      },
      (err) => toast({ variant: "error", description: failureText(err) }),
    );
  };

  const batchesOf = (productId: string) =>
    state.batches.filter((b) => b.attributes.product_id === productId);

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">
            Pengemasan {kindTitle(kind, stage)}
            {a ? ` ${a.code}` : ""}
          </h1>
          {a ? (
            <div className="mt-1 flex items-center gap-2 text-sm">
              Status: <MovementStatusBadge status={a.status} label={a.status_label} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {editable ? (
            <Button
              type="button"
              onClick={() => void finish()}
              disabled={busy || remaining !== 0 || products.length === 0}
            >
              <PackageCheck className="size-4" aria-hidden="true" />
              Selesai Dikemas
            </Button>
          ) : null}
          <Link href={detail} className={buttonVariants({ variant: "outline" })}>
            Kembali
          </Link>
        </div>
      </header>
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      {!loaded && !state.error ? <LoadingOverlay show text="Memuat..." /> : null}
      {loaded && a && !editable ? (
        <Alert variant="info">
          Pengiriman ini berstatus {a.status_label}; paket hanya dapat ditambahkan saat menunggu
          dikemas.
        </Alert>
      ) : null}
      {loaded && a ? (
        <>
          <Card>
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-semibold">Barang yang Dikemas</h2>
              <form onSubmit={(e) => void addPacket(e)} noValidate aria-label="Tambah Paket">
                {formError ? <Alert variant="error">{formError}</Alert> : null}
                <Table aria-label="Barang yang dikemas">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Kode Barang</TableHead>
                      <TableHead>Nama Barang</TableHead>
                      <TableHead className="text-right">Jumlah</TableHead>
                      <TableHead className="text-right">Sudah Dikemas</TableHead>
                      <TableHead>Saran Batch (FEFO)</TableHead>
                      {editable ? <TableHead pin="end">Masuk Paket Ini</TableHead> : null}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {products.map((p, i) => {
                      const suggestions = batchesOf(p.productId);
                      return (
                        <TableRow key={p.productId}>
                          <TableCell>{p.code}</TableCell>
                          <TableCell>{p.name}</TableCell>
                          <TableCell className="text-right">{formatNumber(p.quantity)}</TableCell>
                          <TableCell className="text-right">{formatNumber(p.packed)}</TableCell>
                          <TableCell className="text-sm">
                            {suggestions.length === 0
                              ? "Tidak ada batch"
                              : suggestions
                                  .map(
                                    (b) =>
                                      `${b.attributes.code} (kedaluwarsa ${b.attributes.expired_at ?? "-"}, stok ${formatNumber(b.attributes.quantity)})`,
                                  )
                                  .join("; ")}
                          </TableCell>
                          {editable ? (
                            <TableCell pin="end">
                              <NumberInput
                                className="w-24 sm:w-32"
                                spec={{ ...COUNT, max: p.quantity - p.packed }}
                                aria-label={`Jumlah dikemas baris ${i + 1}`}
                                aria-invalid={errors[p.productId] ? true : undefined}
                                readOnly={busy}
                                value={quantities[p.productId] ?? ""}
                                onChange={(text) =>
                                  setQuantities((q) => ({ ...q, [p.productId]: text }))
                                }
                              />
                              {errors[p.productId] ? (
                                <p className="mt-1 text-xs text-destructive">
                                  {errors[p.productId]}
                                </p>
                              ) : null}
                            </TableCell>
                          ) : null}
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
                {editable ? (
                  <div className="mt-3 grid gap-3 md:grid-cols-3">
                    <FormField id="packet-name" label="Nama Paket" error={errors.name}>
                      <input
                        id="packet-name"
                        className="h-9 rounded-md border border-input bg-background px-3 text-sm"
                        value={packetName}
                        maxLength={255}
                        onChange={(e) => setPacketName(e.target.value)}
                        readOnly={busy}
                      />
                    </FormField>
                    <FormField id="packet-weight" label="Berat (gram)" error={errors.weight}>
                      <NumberInput
                        id="packet-weight"
                        spec={COUNT}
                        value={weight}
                        aria-invalid={errors.weight ? true : undefined}
                        onChange={setWeight}
                        readOnly={busy}
                      />
                    </FormField>
                    <div className="flex items-end">
                      <Button type="submit" disabled={busy || remaining === 0}>
                        <Plus className="size-4" aria-hidden="true" />
                        Tambah Paket
                      </Button>
                    </div>
                  </div>
                ) : null}
              </form>
            </CardContent>
          </Card>

          <Card>
            <CardContent className="flex flex-col gap-3 pt-6">
              <h2 className="text-lg font-semibold">Paket</h2>
              <Table aria-label="Paket">
                <TableHeader>
                  <TableRow>
                    <TableHead>Kode Paket</TableHead>
                    <TableHead>Nama</TableHead>
                    <TableHead>Isi</TableHead>
                    <TableHead className="text-right">Berat (gram)</TableHead>
                    <TableHead>Aksi</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {loaded.packets.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={5}>
                        <EmptyState />
                      </TableCell>
                    </TableRow>
                  ) : (
                    loaded.packets.map((p) => (
                      <TableRow key={p.id}>
                        <TableCell>{p.attributes.code}</TableCell>
                        <TableCell>{p.attributes.name ?? "-"}</TableCell>
                        <TableCell>
                          {p.attributes.contents
                            .map((c) => `${c.product_code} x ${formatNumber(c.quantity)}`)
                            .join(", ")}
                        </TableCell>
                        <TableCell className="text-right">
                          {formatNumber(p.attributes.weight)}
                        </TableCell>
                        <TableCell>
                          {a.status === "draft" || a.status === "packed" ? (
                            <Button
                              type="button"
                              size="sm"
                              variant="outline"
                              aria-label={`Hapus paket ${p.attributes.code}`}
                              disabled={busy}
                              onClick={() => setToDelete(p.id)}
                            >
                              <Trash2 className="size-4" aria-hidden="true" />
                              Hapus
                            </Button>
                          ) : (
                            "-"
                          )}
                        </TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(o) => {
          if (!o && !busy) setToDelete(null);
        }}
        title="Hapus Paket"
        text={
          a?.status === "packed"
            ? "Hapus paket ini? Pengiriman kembali menjadi Menunggu Dikemas."
            : "Hapus paket ini?"
        }
        variant="yakin"
        busy={busy}
        onConfirm={() => (toDelete ? removePacket(toDelete) : undefined)}
      />
    </div>
  );
}
