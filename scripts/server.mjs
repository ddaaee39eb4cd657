// The production web server: `next start` plus one thing route handlers cannot get otherwise,
// the socket's remote address. Each request is stamped with it in `x-erp-socket-peer` (any value
// a client sent under that name is replaced), and ERP_SOCKET_PEER_HEADER=1 tells the app (same
// process) that the stamp can be believed. server/http/client-ip.ts turns it into the client IP,
// honouring forwarded headers only from TRUSTED_PROXIES (docs/security.md "Client address").
// Used by `npm start` (scripts/start.mjs), the test run and the bench; PORT / HOSTNAME as usual.
import http from "node:http";
import next from "next";

const PEER_HEADER = "x-erp-socket-peer";
process.env.ERP_SOCKET_PEER_HEADER = "1";
process.env.NODE_ENV ??= "production";

const args = process.argv.slice(2);
const arg = (flag) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const port = Number(arg("-p") ?? process.env.PORT ?? 3000);
const hostname = arg("-H") ?? process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handler = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  // Node joins repeated headers; delete first so only our value is seen.
  delete req.headers[PEER_HEADER];
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  handler(req, res).catch((error) => {
    console.error("[server] unhandled error", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
const upgrade = app.getUpgradeHandler();
server.on("upgrade", (req, socket, head) => {
  delete req.headers[PEER_HEADER];
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  upgrade(req, socket, head);
});
server.listen(port, hostname, () => {
  console.log(`[server] ready on http://${hostname}:${port}`);
});

let closing = false;
function stop() {
  if (closing) return;
  closing = true;
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
