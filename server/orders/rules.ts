// Checks and computations shared by the order use cases (docs/orders.md): who sees an order
// (origin or destination office; Pusat with orders.view all; others 404), which side the
// caller acts for (403 when it is not the side an action needs), the buyer's price context
// (area of its regency, buyer type by its category, Jawa or not by its province), line pricing
// from the price list in force, product limits, stock available at the origin warehouse, and
// the guarded state change (a concurrent change is a 409, never a lost update).
//
// The rules live in server/orders/rules/, one file per concern; this module is their one entry.
export * from "./rules/order";
export * from "./rules/parties";
export * from "./rules/buyer";
export * from "./rules/pricing";
export * from "./rules/limits";
export * from "./rules/stock";
