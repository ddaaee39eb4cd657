"use client";

// The product lines of a document form (orders, returs, purchase orders): where a picked or
// scanned product goes and the barcode scan that looks a product up by its code. The forms keep
// their own react-hook-form lines (their types differ) and show them with ProductLinesEditor
// (product-lines-editor.tsx, which also keeps the products picked per line); this is the rule
// they share: a product is on a document once, so picking it again adds one to its
// line, else it fills the first empty line, else it is a new line.
import { useBarcodeScanner } from "@/components/widgets/use-barcode-scanner";
import { useToast } from "@/components/widgets/toast";
import type { PickedProduct } from "@/components/qrcode/product-select";
import { failureText } from "@/lib/jsonapi-errors";
import { loadJsonApi } from "@/lib/jsonapi-load";
import { typedNumber } from "@/lib/number-input";

export type ProductPlacement =
  /** The product is on line `at`: its quantity becomes `quantity`. */
  | { kind: "increment"; at: number; quantity: number }
  /** Line `at` has no product yet: it takes this one. */
  | { kind: "fill"; at: number }
  /** A new line. */
  | { kind: "append" };

/** Where `productId` goes on `lines` (see the header). */
export function placeProduct(
  lines: readonly { product_id: string; quantity?: number | string | null }[],
  productId: string,
): ProductPlacement {
  const at = lines.findIndex((d) => d.product_id === productId);
  if (at >= 0) return { kind: "increment", at, quantity: typedNumber(lines[at]?.quantity) + 1 };
  const empty = lines.findIndex((d) => !d.product_id);
  return empty >= 0 ? { kind: "fill", at: empty } : { kind: "append" };
}

/**
 * A scanned barcode is a product code: the product is looked up and handed to `onProduct`; an
 * unknown code or a failed look-up is an error toast. Listens only while `enabled`.
 */
export function useProductScan(onProduct: (p: PickedProduct) => void, enabled: boolean): void {
  const toast = useToast();
  useBarcodeScanner((code) => {
    void loadJsonApi()
      .then(({ listResources }) =>
        listResources<{ code: string; name: string }>("products", {
          filter: { code },
          page: { number: 1, size: 1 },
          fields: { products: ["code", "name"] },
        }),
      )
      .then((r) => {
        const p = r.rows[0];
        if (p) onProduct({ id: p.id, code: p.code, name: p.name });
        else toast({ variant: "error", description: `Barang ${code} tidak ditemukan` });
      })
      .catch((err: unknown) => toast({ variant: "error", description: failureText(err) }));
  }, enabled);
}
