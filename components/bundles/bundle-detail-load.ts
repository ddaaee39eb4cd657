// What the report detail (bundle-detail.tsx) shows: the report, its payments (payment bundles),
// its history, the office receiving its payments and the first page of its orders. Read through
// an ApiGet, so the detail page's server loads it into the page's HTML
// (server/jsonapi/prefetch.ts) and the browser reloads it after an action.
import {
  buildListQuery,
  listResultOf,
  resourceResultOf,
  resourceUrl,
  type ApiGet,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { firstPageUrl, type InitialList, type ListQuery } from "@/components/data-table/query";
import type { DocumentHistoryAttributes } from "@/components/widgets/detail-parts";
import type { OrderBundleAttributes, PaymentBundleAttributes } from "./config";

export interface BundleDetailLoaded {
  bundle: ResourceObject<OrderBundleAttributes>;
  payments: ResourceObject<PaymentBundleAttributes>[];
  history: ResourceObject<DocumentHistoryAttributes>[];
  /** Pusat: it receives every report payment, its accounts are the transfer targets. */
  pusatId: string | null;
  /** The first page of the report's orders (the orders table), when loaded with the report. */
  orders?: InitialList;
}

/** The orders table of a report: what its DataTable asks for. */
export const bundleOrdersQuery = (id: string): ListQuery => ({
  resource: "orders",
  filters: { order_bundle_id: id },
  defaultSort: "-createdAt",
  include: [],
});

/**
 * The report, its payments, history and receiver. `withOrders` also reads the orders table's first
 * page (the page's server does; the browser's table asks for its own pages).
 */
export async function loadBundleDetail(
  get: ApiGet,
  id: string,
  signal?: AbortSignal,
  { withOrders = false }: { withOrders?: boolean } = {},
): Promise<BundleDetailLoaded> {
  const ordersUrl = firstPageUrl(bundleOrdersQuery(id));
  const [bundle, payments, history, orders] = await Promise.all([
    get(resourceUrl("order-bundles", id), signal),
    get(
      `payment-bundles?${buildListQuery({
        filter: { order_bundle_id: id },
        page: { number: 1, size: 100 },
        sort: "createdAt",
      })}`,
      signal,
    ),
    get(`order-bundles/${encodeURIComponent(id)}/-actions/history`, signal) as Promise<{
      data: ResourceObject<DocumentHistoryAttributes>[];
    }>,
    withOrders ? get(ordersUrl, signal) : Promise.resolve(undefined),
  ]);
  const { resource } = resourceResultOf<OrderBundleAttributes>(bundle);
  // Pusat receives every report payment: its accounts are the transfer targets.
  const b = resource.attributes;
  const q = new URLSearchParams({ "filter[office_id]": b.office_id, "filter[kind]": b.kind });
  if (b.period_id) q.set("filter[period_id]", b.period_id);
  const totals = (await get(
    `order-bundles/-actions/getTotalTransaction?${q.toString()}`,
    signal,
  )) as { meta?: { receiver_office_id?: string } } | null;
  return {
    bundle: resource,
    payments: listResultOf<PaymentBundleAttributes>(payments).resources,
    history: history.data,
    pusatId: totals?.meta?.receiver_office_id ?? null,
    ...(orders === undefined ? {} : { orders: { url: ordersUrl, body: orders } }),
  };
}
