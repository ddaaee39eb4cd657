// The query of the member's commission list (/komisi-bulanan), shared by the page's server
// prefetch and the client list. It lives outside the "use client" list module: a server component
// that imports a plain value from a client module gets a client reference, not the value.
import type { ListQuery } from "@/components/data-table/query";

export const COMMISSION_LIST_QUERY: ListQuery = {
  resource: "office-commissions",
  pageSize: 15,
  defaultSort: "-createdAt",
  include: [],
};
