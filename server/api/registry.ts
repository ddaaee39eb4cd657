// Every JSON:API resource and custom action of the app, in one place.
import { ActionRegistry } from "@/server/jsonapi/actions";
import { JsonApiEngine, ResourceRegistry } from "@/server/jsonapi/engine";
import { authActions } from "@/server/auth/api-actions";
import { referenceResources } from "@/server/reference/resources";
import { accessResources } from "@/server/access/resources";
import { officeResources } from "@/server/offices/resources";
import { officeActions } from "@/server/offices/actions";
import { memberActions } from "@/server/offices/member-actions";
import { productResources } from "@/server/products/resources";
import { productActions } from "@/server/products/actions";
import { masterResources } from "@/server/master/resources";
import { notificationResources } from "@/server/notifications/resource";
import { notificationActions } from "@/server/notifications/actions";
import { paymentResources } from "@/server/payments/resources";
import { paymentActions } from "@/server/payments/actions";
import { setupResources } from "@/server/setup/resources";
import { setupActions } from "@/server/setup/actions";
import { periodResources } from "@/server/periods/resources";
import { periodActions } from "@/server/periods/actions";
import { promoResources } from "@/server/promos/resources";
import { logResources } from "@/server/logs/resources";
import { qrResources } from "@/server/qrcodes/resources";
import { qrActions } from "@/server/qrcodes/actions";
import { whatsappResources } from "@/server/whatsapp/resources";
import { whatsappActions } from "@/server/whatsapp/actions";
import { customerServiceResources } from "@/server/customer-service/resources";
import { customerServiceActions } from "@/server/customer-service/actions";
import { movementResources } from "@/server/stock/movements/resources";
import { movementActions } from "@/server/stock/movements/actions";
import { purchasingResources } from "@/server/purchasing/resources";
import { stockResources } from "@/server/stock/resources";
import { stockActions } from "@/server/stock/actions";
import { classifyActions, classifyStocksResource } from "@/server/stock/classify-actions";
import { purchaseOrderActions } from "@/server/purchasing/actions";
import { orderResources } from "@/server/orders/resources";
import { orderActions } from "@/server/orders/actions";
import { bundleResources } from "@/server/bundles/resources";
import { bundleActions } from "@/server/bundles/actions";
import { orderReportActions } from "@/server/orders/report-actions";
// Money: reports and disputes (docs/money.md).
import { moneyReportActions } from "@/server/money-reports/actions";
import { disputeResources } from "@/server/disputes/resources";
import { disputeActions } from "@/server/disputes/actions";
// Returns (docs/returns.md).
import { returResources } from "@/server/returs/resources";
import { returActions } from "@/server/returs/actions";
import { journalResources } from "@/server/journals/resources";
import { journalActions } from "@/server/journals/actions";
// Members' commission and the Bonus tools (docs/commission.md).
import { commissionResources } from "@/server/commission/resources";
import { commissionActions } from "@/server/commission/actions";
// Cash bills, point additions and PBS (docs/cash-bills.md).
import { cashbillActions } from "@/server/cashbills/actions";

export const resourceRegistry = new ResourceRegistry([
  ...referenceResources,
  ...accessResources,
  ...officeResources,
  ...notificationResources,
  ...productResources,
  ...masterResources,
  ...paymentResources,
  ...setupResources,
  ...periodResources,
  ...promoResources,
  ...logResources,
  ...qrResources,
  ...whatsappResources,
  ...customerServiceResources,
  ...movementResources,
  ...purchasingResources,
  ...stockResources,
  classifyStocksResource,
  ...orderResources,
  ...bundleResources,
  ...disputeResources,
  ...returResources,
  ...journalResources,
  ...commissionResources,
]);
export const engine = new JsonApiEngine(resourceRegistry);
export const actionRegistry = new ActionRegistry([
  ...authActions,
  ...notificationActions,
  ...officeActions,
  ...productActions,
  ...memberActions,
  ...paymentActions,
  ...setupActions,
  ...periodActions,
  ...qrActions,
  ...whatsappActions,
  ...customerServiceActions,
  ...movementActions,
  ...stockActions,
  ...classifyActions,
  ...purchaseOrderActions,
  ...orderActions,
  ...bundleActions,
  ...orderReportActions,
  ...moneyReportActions,
  ...disputeActions,
  ...returActions,
  ...journalActions,
  ...commissionActions,
  ...cashbillActions,
]);
