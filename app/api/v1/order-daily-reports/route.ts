// GET order-daily-reports (docs/orders.md "Reports and exports"): per-day sales totals, one
// computed row per order date (SQL GROUP BY, no table). Its files are the collection actions
// order-daily-reports/-actions/download (XLSX) and export (PDF), served by the generic action route.
import { routeMethods } from "@/server/jsonapi/methods";
import { handle } from "@/server/jsonapi/handle";
import { orderDailyReportResponse } from "@/server/orders/report-actions";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: handle({ auth: "required" }, orderDailyReportResponse),
});
