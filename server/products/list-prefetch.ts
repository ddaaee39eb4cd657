import "server-only";
// The product list's first page and the prices it shows (components/products/list-config.ts),
// loaded with the page: the products, then their price rows in the viewer's price area.
import {
  areaPricesQuery,
  priceAreaOf,
  productListQuery,
  type ProductListInitial,
  type ProductListVariant,
} from "@/components/products/list-config";
import { listResultOf } from "@/lib/jsonapi-client";
import { prefetchList } from "@/server/jsonapi/prefetch";

export async function prefetchProductList(
  variant: ProductListVariant,
  officeAreaCode: number | null,
): Promise<ProductListInitial> {
  const list = await prefetchList(productListQuery(variant));
  if (!list) return {};
  const ids = listResultOf(list.body).resources.map((r) => r.id);
  if (!ids.length) return { list };
  const prices = await prefetchList(areaPricesQuery(ids, priceAreaOf(variant, officeAreaCode)));
  return { list, prices };
}
