"use client";

// 'Harga' dialog of the product list: the price in force per area and buyer type; the viewer's
// own price area is highlighted in the stockist and KP layouts.
import * as React from "react";
import { Alert } from "@/components/ui/alert";
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
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatRupiah } from "@/lib/format";
import { failureText, listResources } from "@/lib/jsonapi-client";
import { cn } from "@/lib/utils";
import { currentPrice, type NamedRow, type PriceAttributes } from "./product-data";

interface PriceState {
  loading: boolean;
  error: string | null;
  /** `${area_id}:${buyer_type_id}` -> current price row. */
  cells: Map<string, PriceAttributes>;
  areas: { id: number; name: string }[];
}

export function PriceDialog({
  product,
  buyerTypes,
  highlightArea,
  onClose,
}: {
  product: { id: string; code: string; name: string };
  buyerTypes: NamedRow[];
  /** Area row to highlight (the viewer's), or null. */
  highlightArea: number | null;
  onClose: () => void;
}) {
  const [state, setState] = React.useState<PriceState>({
    loading: true,
    error: null,
    cells: new Map(),
    areas: [],
  });

  React.useEffect(() => {
    const ctl = new AbortController();
    Promise.all([
      listResources<PriceAttributes>(
        "product-prices",
        {
          filter: { product_id: product.id },
          page: { number: 1, size: 100 },
          sort: "-valid_from",
        },
        ctl.signal,
      ),
      listResources<{ name: string }>(
        "areas",
        { page: { number: 1, size: 100 }, sort: "code" },
        ctl.signal,
      ),
    ])
      .then(([prices, areas]) => {
        const groups = new Map<string, PriceAttributes[]>();
        for (const p of prices.rows) {
          const key = `${p.area_id}:${p.buyer_type_id}`;
          groups.set(key, [...(groups.get(key) ?? []), p]);
        }
        const cells = new Map<string, PriceAttributes>();
        for (const [key, rows] of groups) {
          const cur = currentPrice(rows);
          if (cur) cells.set(key, cur);
        }
        const areaIds = new Set(prices.rows.map((p) => p.area_id));
        setState({
          loading: false,
          error: null,
          cells,
          areas: areas.rows
            .map((a) => ({ id: Number(a.id), name: a.name }))
            .filter((a) => areaIds.has(a.id)),
        });
      })
      .catch((err: unknown) => {
        if (!ctl.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: failureText(err) }));
      });
    return () => ctl.abort();
  }, [product.id]);

  const title = `Harga ${product.code}`;
  return (
    <Dialog
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {product.name}: harga yang berlaku per wilayah dan tipe pembeli.
          </DialogDescription>
        </DialogHeader>
        {state.error ? <Alert variant="error">{state.error}</Alert> : null}
        {state.loading ? (
          <p className="text-sm text-muted-foreground">Memuat...</p>
        ) : (
          <div className="overflow-x-auto">
            <Table aria-label={`Daftar Harga ${product.code}`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Wilayah</TableHead>
                  {buyerTypes.map((b) => (
                    <TableHead key={b.id}>{b.name}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {state.areas.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={buyerTypes.length + 1}>
                      <EmptyState />
                    </TableCell>
                  </TableRow>
                ) : (
                  state.areas.map((a) => {
                    const mine = a.id === highlightArea;
                    return (
                      <TableRow
                        key={a.id}
                        className={cn(mine && "bg-primary/10 font-semibold")}
                        aria-current={mine ? "true" : undefined}
                      >
                        <TableCell>
                          {a.id} - {a.name}
                          {mine ? " (wilayah anda)" : ""}
                        </TableCell>
                        {buyerTypes.map((b) => {
                          const p = state.cells.get(`${a.id}:${b.id}`);
                          return (
                            <TableCell key={b.id}>{p ? formatRupiah(p.price) : "-"}</TableCell>
                          );
                        })}
                      </TableRow>
                    );
                  })
                )}
              </TableBody>
            </Table>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Tutup
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
