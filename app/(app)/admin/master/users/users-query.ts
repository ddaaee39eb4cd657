// The query of the user list (users-screen.tsx), shared with its page, which loads the first page
// with the page (server/jsonapi/prefetch.ts prefetchList).
import type { ListQuery } from "@/components/data-table/query";

/** The users of one office category ("" = every category). */
export function usersQuery(category: string): ListQuery {
  return {
    resource: "users",
    include: ["office", "roles"],
    defaultSort: "-createdAt",
    filters: { office_category_id: category || null },
  };
}
