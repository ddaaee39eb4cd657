// GET stock-global-reports (SPEC §7 "Stock"): the global report, one computed row per product
// (no table: the report at any date is recomputed from the append-only ledger, docs/stock.md).
// Its files are the collection actions stock-global-reports/-actions/export (PDF) and download
// (XLSX), served by the generic action route.
import { routeMethods } from "@/server/jsonapi/methods";
import { handle } from "@/server/jsonapi/handle";
import { globalReportResponse } from "@/server/stock/actions";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: handle({ auth: "required" }, globalReportResponse),
});
