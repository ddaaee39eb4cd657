// GET /{type} and every collection built on it (a related to-many): access, query parsing, the
// where of the caller's rows, offset or cursor paging with the count beside the page query (capped
// for unbounded tables by ResourceDef.countCap), paging links, then render. Reads only.
import { AppError } from "@/server/errors";
import { Prisma } from "@/server/generated/prisma/client";
import type { Row, Where } from "./resource";
import { decodeCursor, encodeCursor, invalidCursor, parseQuery } from "./query";
import type { Document } from "./document";
import { absoluteUrl, databaseInputError } from "./respond";
import type { ResourceRegistry } from "./registry";
import { checkAccess } from "./access";
import { baseConditions, filterConditions, orderBy, sortField } from "./where";
import { cursorValue, keysetWhere } from "./keyset";
import { render } from "./render";
import { delegate, withInclude, type RequestContext } from "./delegate";

/**
 * The rows `GET /{type}` lists for this request's query (read access, row scope, soft delete,
 * every filter and filter[search]), without paging: the where a list's own action (e.g. the
 * exact totals of orders) must use so that it covers exactly the list's rows.
 */
export function listWhere(registry: ResourceRegistry, ctx: RequestContext, type: string): Where {
  return listQuery(registry, ctx, type, []).where;
}

/**
 * The order `GET /{type}` lists its rows in for this request's query (its sort, id last): what
 * a list's export follows so that the file shows the rows as the screen does.
 */
export function listOrderBy(
  registry: ResourceRegistry,
  ctx: RequestContext,
  type: string,
): Where[] {
  const { def, query } = listQuery(registry, ctx, type, []);
  return orderBy(def, query.sort);
}

function listQuery(registry: ResourceRegistry, ctx: RequestContext, type: string, extra: Where[]) {
  const def = registry.get(type);
  checkAccess(def.access.read, ctx.actor, "read");
  const query = parseQuery(ctx.url.searchParams, registry.spec(type));
  // The order of rows would reveal an attribute the caller may not read (e.g. purchase_price).
  for (const s of query.sort) {
    const a = s.name === "id" ? undefined : def.attributes[s.name];
    if (a?.read && !a.read(ctx.actor, {}))
      throw AppError.badRequest(`Tidak dapat mengurutkan berdasarkan: ${s.name}`, {
        parameter: "sort",
      });
  }
  const where: Where = {
    AND: [
      ...baseConditions(def, ctx.actor, { trashed: query.filters.get("trashed") }),
      ...filterConditions(def, query, ctx.actor),
      ...extra,
    ],
  };
  return { def, query, where };
}

/** GET /{type} (or a related collection when `extra` narrows it). */
export async function list(
  registry: ResourceRegistry,

  ctx: RequestContext,
  type: string,
  extra: Where[] = [],
  selfPath?: string,
): Promise<Document> {
  const { def, query, where } = listQuery(registry, ctx, type, extra);
  const d = delegate(ctx.db, def.model);
  const path = selfPath ?? `/api/v1/${type}`;

  let rows: Row[];
  let meta: Record<string, unknown>;
  let links: Record<string, string | null>;
  // The count runs beside the page query, not before it. A resource with countCap (an
  // unbounded table such as the stock ledger) counts at most that many rows: past it, total is
  // the cap, meta.page.totalCapped is true and hasMore comes from fetching one row more.
  // The count is read once: listMeta gets it too (bounded at cap + 1, so it can tell "more than
  // the cap" from "exactly the cap").
  const cap = def.countCap;
  // A bounded count is ordered as the page (Prisma orders a count with `take` by id when not
  // told otherwise: over a million orders that sorted or walked every match by its uuid,
  // 0.3-2.5 s), so it reads at most cap + 1 entries of the index that serves the page.
  const counted = cap
    ? d.count({ where, take: cap + 1, orderBy: orderBy(def, query.sort) })
    : d.count({ where });
  counted.catch(() => undefined); // awaited below; this only stops an early 400 from leaving it unhandled
  const totalPromise = cap ? counted.then((n) => Math.min(n, cap)) : counted;
  totalPromise.catch(() => undefined); // as above
  const extraMetaPromise = def.listMeta
    ? def.listMeta(ctx.db, where, counted)
    : Promise.resolve({});
  extraMetaPromise.catch(() => undefined); // awaited below, as the count
  let total: number;
  if (query.page.kind === "offset") {
    const { number, size } = query.page;
    [total, rows] = await Promise.all([
      totalPromise,
      d.findMany({
        where,
        orderBy: orderBy(def, query.sort),
        skip: (number - 1) * size,
        take: cap ? size + 1 : size,
        ...withInclude(def),
      }),
    ]);
    const capped = !!cap && total >= cap;
    const beyond = rows.length > size;
    if (beyond) rows = rows.slice(0, size);
    // Capped: the last page known is the cap's, this one, or the next one when rows go on.
    const lastPage = Math.max(
      1,
      Math.ceil(total / size),
      capped && rows.length ? number + (beyond ? 1 : 0) : 1,
    );
    const from = rows.length ? (number - 1) * size + 1 : null;
    meta = {
      page: {
        currentPage: number,
        from,
        lastPage,
        perPage: size,
        to: rows.length ? (number - 1) * size + rows.length : null,
        total,
        hasMore: capped ? beyond : number < lastPage,
        ...(capped ? { totalCapped: true } : {}),
      },
    };
    const pageUrl = (n: number) =>
      pageLink(ctx.url, path, { "page[number]": String(n), "page[size]": String(size) });
    links = {
      self: pageLink(ctx.url, path, {}),
      first: pageUrl(1),
      prev: number > 1 ? pageUrl(Math.min(number - 1, lastPage)) : null,
      next: (capped ? beyond : number < lastPage) ? pageUrl(number + 1) : null,
      last: pageUrl(lastPage),
    };
  } else {
    const { limit, after, before } = query.page;
    const cursor = after ?? before;
    const sort = query.sort;
    const hooked = sort.find((s) => s.name !== "id" && def.attributes[s.name]?.order);
    if (hooked)
      throw AppError.badRequest(
        `Urutan ${hooked.name} hanya dapat dipakai dengan page[number]/page[size]`,
        { parameter: "sort" },
      );
    const cursorParam = after ? "page[after]" : "page[before]";
    const keyset = cursor
      ? keysetWhere(def, sort, decodeCursor(cursor, cursorParam), !!before)
      : null;
    const w = keyset ? { AND: [where, keyset] } : where;
    let fetched: Row[];
    [total, fetched] = await Promise.all([
      totalPromise,
      d
        .findMany({
          where: w,
          orderBy: orderBy(def, sort, !!before),
          take: limit + 1,
          ...withInclude(def),
        })
        .catch((error: unknown) => {
          // Only the cursor's values are client-given in this query: a value the database or
          // Prisma refuses (e.g. an enum value that is not one) means the cursor is not ours.
          if (keyset && isInputError(error)) throw invalidCursor(cursorParam);
          throw error;
        }),
    ]);
    const more = fetched.length > limit;
    rows = fetched.slice(0, limit);
    if (before) rows.reverse();
    const cursorOf = (r: Row) =>
      encodeCursor([
        ...sort.filter((s) => s.name !== "id").map((s) => cursorValue(r[sortField(def, s.name)])),
        String(r.id),
      ]);
    const firstRow = rows[0];
    const lastRow = rows[rows.length - 1];
    meta = {
      page: {
        perPage: limit,
        total,
        hasMore: before ? true : more,
        ...(cap && total >= cap ? { totalCapped: true } : {}),
      },
    };
    links = {
      self: pageLink(ctx.url, path, {}),
      first: pageLink(ctx.url, path, { "page[limit]": String(limit) }),
      prev:
        firstRow && (before ? more : !!after)
          ? pageLink(ctx.url, path, {
              "page[limit]": String(limit),
              "page[before]": cursorOf(firstRow),
            })
          : null,
      next:
        lastRow && (before || more)
          ? pageLink(ctx.url, path, {
              "page[limit]": String(limit),
              "page[after]": cursorOf(lastRow),
            })
          : null,
    };
  }

  const { data, included } = await render(registry, ctx, def, rows, query);
  meta = { ...(await extraMetaPromise), ...meta };
  return {
    data,
    ...(included.length || query.include.length ? { included } : {}),
    meta,
    links,
    jsonapi: { version: "1.0" },
  };
}
function pageLink(url: URL, path: string, set: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [k, v] of url.searchParams) if (!k.startsWith("page[")) params.append(k, v);
  for (const [k, v] of Object.entries(set)) params.set(k, v);
  return absoluteUrl(url, path, params);
}
/** An error caused by a value the client gave (Prisma argument validation or a data error). */
function isInputError(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientValidationError || databaseInputError(error, true) !== null
  );
}
