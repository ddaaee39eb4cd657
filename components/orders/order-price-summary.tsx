"use client";

// The live totals under the order form's lines (use-order-price-preview.ts): Total Harga,
// Cashback, Ongkos Kirim, Total Akhir, and the minimum order's progress ('Minimal order Rp X —
// kurang Rp Y') with the cashback it earns. Figures are the server's preview; while a newer one
// is fetched the box is aria-busy (the figures shown belong to the lines before).
import { formatRupiah } from "@/lib/format";
import type { OrderPricePreview } from "./use-order-price-preview";

export function OrderPriceSummary({
  preview,
  pending,
  error,
  ready,
  otherLabel,
}: {
  preview: OrderPricePreview | null;
  pending: boolean;
  error: string | null;
  ready: boolean;
  otherLabel: string;
}) {
  if (!ready)
    return (
      <p className="text-sm text-muted-foreground" data-testid="order-price-summary">
        Pilih {otherLabel.toLowerCase()} untuk melihat harga dan total.
      </p>
    );
  const rows: [string, number | undefined, string][] = [
    ["Total Harga", preview?.total_price, "total-price"],
    ["Cashback", preview?.discount === undefined ? undefined : -preview.discount, "discount"],
    ["Ongkos Kirim", preview?.shipping_cost, "shipping-cost"],
    ["Total Akhir", preview?.final_price, "final-price"],
  ];
  return (
    <section
      aria-label="Ringkasan harga"
      aria-busy={pending}
      data-testid="order-price-summary"
      className="flex flex-col gap-2 rounded-md border bg-muted/30 p-3 text-sm sm:ml-auto sm:w-96"
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, value, id]) => (
          <div key={id} className="contents">
            <dt className={id === "final-price" ? "font-semibold" : undefined}>{label}</dt>
            <dd
              className={`text-right tabular-nums ${id === "final-price" ? "font-semibold" : ""}`}
              data-testid={`summary-${id}`}
            >
              {value === undefined ? "-" : formatRupiah(value)}
            </dd>
          </div>
        ))}
      </dl>
      {preview && preview.min_order > 0 ? (
        <p
          data-testid="summary-min-order"
          className={preview.meets_min_order ? "text-foreground" : "text-destructive"}
        >
          {preview.meets_min_order
            ? `Minimal order ${formatRupiah(preview.min_order)} tercapai`
            : `Minimal order ${formatRupiah(preview.min_order)} — kurang ${formatRupiah(
                preview.min_order_shortfall,
              )}`}
        </p>
      ) : null}
      {preview && preview.cashback > 0 ? (
        <p data-testid="summary-cashback" className="text-muted-foreground">
          {preview.meets_min_order
            ? `Cashback ${formatRupiah(preview.discount)} didapat`
            : `Cashback ${formatRupiah(preview.cashback)} setelah minimal order tercapai`}
        </p>
      ) : null}
      {error ? (
        <p role="status" className="text-destructive">
          Harga belum dapat dihitung: {error}
        </p>
      ) : null}
    </section>
  );
}
