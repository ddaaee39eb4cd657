// GET money-reports?filter[report]=... (docs/money.md "Reports"): one page of a money report's
// rows with its totals in meta.totals (computed rows, no table). The files are the collection
// actions money-reports/-actions/export-excel and export-pdf, served by the generic action route.
import { routeMethods } from "@/server/jsonapi/methods";
import { handle } from "@/server/jsonapi/handle";
import { moneyReportResponse } from "@/server/money-reports/actions";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: handle({ auth: "required" }, moneyReportResponse),
});
