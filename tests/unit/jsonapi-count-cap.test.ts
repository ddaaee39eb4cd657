// countCap (server/jsonapi/resource.ts): a list over an unbounded table counts at most the cap,
// and says so (meta.page.totalCapped), while hasMore / links.next still follow the rows.
import { describe, expect, it } from "vitest";
import { JsonApiEngine, ResourceRegistry } from "@/server/jsonapi/engine";
import { attr } from "@/server/jsonapi/define";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import type { Actor } from "@/server/auth/actor";
import type { Db } from "@/server/prisma-client";

const ROWS = 40;
const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  id: `00000000-0000-7000-8000-${String(i).padStart(12, "0")}`,
  name: `row ${i}`,
}));

function fakeDb(seen: Seen): Db {
  const unit = {
    count: (args: { take?: number; orderBy?: unknown }) => {
      seen.countTake.push(args.take);
      seen.countOrderBy.push(args.orderBy);
      return Promise.resolve(Math.min(ROWS, args.take ?? ROWS));
    },
    findMany: (args: { skip?: number; take?: number }) =>
      Promise.resolve(rows.slice(args.skip ?? 0, (args.skip ?? 0) + (args.take ?? ROWS))),
  };
  // Only the delegate the engine reads for this model; the cast is the test's fake database.
  return { unit } as unknown as Db;
}

const actor: Actor = {
  userId: "u",
  name: "t",
  email: "t@erp.test",
  officeId: null,
  officeCode: null,
  officeCategoryId: 1,
  officeType: "pusat",
  roles: [],
  currentRole: null,
  permissions: new Set(),
  isSuperadmin: true,
  via: "bearer",
};

type Seen = { countTake: (number | undefined)[]; countOrderBy: unknown[] };

function engineWith(countCap?: number) {
  const def = defineResource({
    type: "units",
    // The model key is only used to pick the fake delegate.
    model: "unit" as never,
    idKind: "uuid",
    attributes: { name: attr("name", "string", { sortable: true }) },
    defaultSort: "id",
    pageSize: { default: 10, max: 100 },
    access: { read: "authenticated" },
    ...(countCap ? { countCap } : {}),
    // The list's own count, as orders' meta.totals reads it (server/orders/resources.ts).
    listMeta: async (_db, _where, count) => ({ counted: await count }),
  });
  return new JsonApiEngine(new ResourceRegistry([def]));
}

async function list(countCap: number | undefined, query: string) {
  const seen: Seen = { countTake: [], countOrderBy: [] };
  const doc = await engineWith(countCap).list(
    { db: fakeDb(seen), actor, url: new URL(`http://t/api/v1/units?${query}`) },
    "units",
  );
  return { doc, seen };
}

describe("countCap", () => {
  it("counts exactly without a cap", async () => {
    const { doc, seen } = await list(undefined, "page[number]=1&page[size]=10");
    expect(seen.countTake).toEqual([undefined]);
    expect(doc.meta?.page).toMatchObject({ total: 40, lastPage: 4, hasMore: true });
    expect(doc.meta?.page).not.toHaveProperty("totalCapped");
  });

  it("stops counting at the cap and still pages on while rows follow", async () => {
    const { doc, seen } = await list(25, "page[number]=3&page[size]=10");
    // cap + 1: listMeta tells "more than the cap" from "exactly the cap"; the total stays the cap.
    expect(seen.countTake).toEqual([26]);
    expect(doc.meta?.counted).toBe(26);
    expect(doc.data).toHaveLength(10);
    expect(doc.meta?.page).toMatchObject({ total: 25, totalCapped: true, hasMore: true });
    expect(doc.links?.next).toContain("page%5Bnumber%5D=4");
  });

  it("the last page past the cap has no next link", async () => {
    const { doc } = await list(25, "page[number]=4&page[size]=10");
    expect(doc.data).toHaveLength(10);
    expect(doc.meta?.page).toMatchObject({ totalCapped: true, hasMore: false, lastPage: 4 });
    expect(doc.links?.next).toBeNull();
  });

  it("under the cap the total is exact and not marked", async () => {
    const { doc } = await list(100, "page[number]=1&page[size]=10");
    expect(doc.meta?.page).toMatchObject({ total: 40, lastPage: 4, hasMore: true });
    expect(doc.meta?.page).not.toHaveProperty("totalCapped");
  });

  it("cursor paging marks a capped total too", async () => {
    const { doc } = await list(25, "page[limit]=10");
    expect(doc.meta?.page).toMatchObject({ total: 25, totalCapped: true, hasMore: true });
  });

  it("counts once, ordered as the page, and gives listMeta that count", async () => {
    const { doc, seen } = await list(25, "page[number]=1&page[size]=10&sort=-name");
    expect(seen.countTake).toHaveLength(1);
    expect(seen.countOrderBy).toEqual([[{ name: "desc" }, { id: "asc" }]]);
    expect(doc.meta?.counted).toBe(26);
    const exact = await list(undefined, "page[number]=1&page[size]=10");
    expect(exact.seen.countOrderBy).toEqual([undefined]);
    expect(exact.doc.meta?.counted).toBe(40);
  });

  it("a list of exactly the cap is marked capped, and listMeta sees it is not over", async () => {
    const { doc } = await list(40, "page[number]=1&page[size]=10");
    expect(doc.meta?.page).toMatchObject({ total: 40, totalCapped: true });
    expect(doc.meta?.counted).toBe(40);
  });
});
