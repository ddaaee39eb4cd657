// What the ledger drill-down (stock-ledger.tsx) reads: the stock row (GET stocks/{id}) and a page
// of its ledger (stocks/{id}/stock-trxes newest first, paged by cursor) with the codes of the
// source documents on it. Read through an ApiGet, so the page's server loads the stock and the
// first page into the page's HTML (server/jsonapi/prefetch.ts); the browser pages on from there.
import {
  buildListQuery,
  listResultOf,
  resourceResultOf,
  resourceUrl,
  type ApiGet,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { SOURCE_WITH_CODE, type StockAttributes, type StockTrxAttributes } from "./config";

export const LEDGER_PAGE_SIZE = 25;

export interface LedgerPage {
  rows: ResourceObject<StockTrxAttributes>[];
  next: string | null;
  prev: string | null;
  total: number | null;
  /** The server stopped counting at its cap (docs/api.md countCap): "more than" total. */
  totalCapped: boolean;
}

export type LedgerCursor = { after: string } | { before: string } | null;

/** Source document codes of a page, keyed `{source_type}:{source_id}`. */
export type LedgerCodes = Record<string, string>;

/** The cursor a link of the document carries (links are absolute URLs). */
function cursorOf(link: unknown, name: "page[after]" | "page[before]"): string | null {
  if (typeof link !== "string") return null;
  try {
    return new URL(link).searchParams.get(name);
  } catch {
    return null;
  }
}

export async function loadLedgerPage(
  get: ApiGet,
  stockId: string,
  cursor: LedgerCursor,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const q = new URLSearchParams({ sort: "-createdAt", "page[limit]": String(LEDGER_PAGE_SIZE) });
  if (cursor && "after" in cursor) q.set("page[after]", cursor.after);
  if (cursor && "before" in cursor) q.set("page[before]", cursor.before);
  const doc = (await get(
    `stocks/${encodeURIComponent(stockId)}/stock-trxes?${q.toString()}`,
    signal,
  )) as {
    data: ResourceObject<StockTrxAttributes>[];
    links?: Record<string, unknown>;
    meta?: { page?: { total?: number; totalCapped?: boolean } };
  };
  return {
    rows: doc.data,
    next: cursorOf(doc.links?.next, "page[after]"),
    prev: cursorOf(doc.links?.prev, "page[before]"),
    total: doc.meta?.page?.total ?? null,
    totalCapped: doc.meta?.page?.totalCapped === true,
  };
}

/** Codes of the source documents on a page: one call per source type that has codes. */
export async function loadLedgerCodes(
  get: ApiGet,
  rows: ResourceObject<StockTrxAttributes>[],
  signal?: AbortSignal,
): Promise<LedgerCodes> {
  const byType = new Map<string, Set<string>>();
  for (const r of rows) {
    const { source_type: t, source_id: id } = r.attributes;
    if (!t || !id || !(SOURCE_WITH_CODE as readonly string[]).includes(t)) continue;
    if (!byType.has(t)) byType.set(t, new Set());
    byType.get(t)?.add(id);
  }
  const codes: LedgerCodes = {};
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      try {
        const query = buildListQuery({
          page: { number: 1, size: ids.size },
          filter: { id: [...ids].join(",") },
          fields: { [type]: ["code"] },
        });
        const r = listResultOf<{ code: string }>(
          await get(`${encodeURIComponent(type)}?${query}`, signal),
        );
        for (const row of r.rows) codes[`${type}:${row.id}`] = row.code;
      } catch {
        // A source the caller may not read (another office's document): shown without a code.
      }
    }),
  );
  return codes;
}

/** A page of the ledger with its source codes. */
export interface LedgerPageLoaded {
  page: LedgerPage;
  codes: LedgerCodes;
}

export async function loadLedgerPageWithCodes(
  get: ApiGet,
  stockId: string,
  cursor: LedgerCursor,
  signal?: AbortSignal,
): Promise<LedgerPageLoaded> {
  const page = await loadLedgerPage(get, stockId, cursor, signal);
  return { page, codes: await loadLedgerCodes(get, page.rows, signal) };
}

/** What the ledger shows first: the stock row and the newest page of its ledger. */
export interface StockLedgerLoaded extends LedgerPageLoaded {
  stock: StockAttributes;
}

export async function loadStockLedger(
  get: ApiGet,
  stockId: string,
  signal?: AbortSignal,
): Promise<StockLedgerLoaded> {
  const [stock, first] = await Promise.all([
    get(resourceUrl("stocks", stockId), signal),
    loadLedgerPageWithCodes(get, stockId, null, signal),
  ]);
  return { stock: resourceResultOf<StockAttributes>(stock).resource.attributes, ...first };
}
