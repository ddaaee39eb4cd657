// GET order-product-reports (docs/orders.md "Reports and exports"): quantity and value sold per
// product (SQL GROUP BY over order lines, no table). Its files are the collection actions
// order-product-reports/-actions/download (XLSX) and export (PDF), served by the generic action route.
import { routeMethods } from "@/server/jsonapi/methods";
import { handle } from "@/server/jsonapi/handle";
import { orderProductReportResponse } from "@/server/orders/report-actions";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: handle({ auth: "required" }, orderProductReportResponse),
});
