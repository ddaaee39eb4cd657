// The API client (jsonapi-client.ts) as a dynamic import, for a screen whose first view makes no
// call: a form's lookups, price preview, scan and save run after the user acts, so the client
// loads with the first of them instead of with the page (docs/browser-performance.md, fifteenth
// change). Its error helpers, which a screen needs to show a failure, are jsonapi-errors.ts.
export const loadJsonApi = () => import("./jsonapi-client");
