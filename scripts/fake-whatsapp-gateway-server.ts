// A fake WhatsApp gateway of the Evolution API kind (docs/customer-service.md "The fake
// gateway"): a real HTTP server that the integration tests, the Playwright tests and the bench
// start, and `npm run whatsapp:fake-gateway` starts for local use. It speaks the contract of
// server/whatsapp/gateway.ts and posts signed webhook deliveries (server/whatsapp/
// webhook-signature.ts) to the app:
//   POST   /message/sendText/{instance}  {number, text, idempotencyKey} -> 201 {key: {id}}
//          the same idempotencyKey answers the same id and is counted once (a retry after a
//          lost answer); then, when `acks` is on, messages.update SERVER_ACK / DELIVERY_ACK / READ
//   GET    /instance/connectionState/{instance}  -> {instance: {instanceName, state}}
//   GET    /instance/connect/{instance}          -> {base64, code} while pairing; the pairing
//          "scans" itself after `pairAfter` QR requests
//   DELETE /instance/logout/{instance}
// Control routes (no auth, bind to localhost):
//   POST /_fake/inbound {instance?, phone, text, name?, id?}  posts messages.upsert to the app
//   POST /_fake/fail {count, status?}  the next `count` sends answer `status` (default 500)
//   GET  /_fake/sent                   what was accepted, in order
//   POST /_fake/reset
import http from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signWebhook,
} from "../server/whatsapp/webhook-signature";

export interface FakeGatewayOptions {
  port?: number;
  host?: string;
  /** The app's webhook, e.g. http://localhost:3000/api/webhooks/whatsapp. */
  webhookUrl?: string;
  /** The shared secret the deliveries are signed with. */
  webhookSecret?: string;
  /** Required `apikey` header of the gateway API, when set. */
  apiKey?: string;
  /** Post delivery reports after a send (default true). */
  acks?: boolean;
  /** QR requests before the pairing counts as scanned (default 2). */
  pairAfter?: number;
  /** Instance that /_fake/inbound uses when none is given. */
  defaultInstance?: string;
  /** Keep only counts, not each message (the bench). */
  countOnly?: boolean;
}

export interface SentMessage {
  id: string;
  instance: string;
  number: string;
  text: string;
  idempotencyKey: string | null;
  at: number;
}

export interface FakeGateway {
  url: string;
  port: number;
  sent: SentMessage[];
  /** Sends accepted (first deliveries only). */
  count(): number;
  /** Sends that repeated a known idempotency key. */
  duplicates(): number;
  failNext(count: number, status?: number): void;
  setState(instance: string, state: "open" | "connecting" | "close"): void;
  inbound(input: {
    instance?: string;
    phone: string;
    text: string;
    name?: string;
    id?: string;
  }): Promise<{ status: number; body: string; id: string }>;
  /** Posts any webhook body, signed (or not, or with another secret / timestamp). */
  post(
    body: unknown,
    opts?: { secret?: string | null; timestamp?: number },
  ): Promise<{ status: number; body: string }>;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new Error("body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export async function startFakeGateway(opts: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const acks = opts.acks ?? true;
  const pairAfter = opts.pairAfter ?? 2;
  const sent: SentMessage[] = [];
  const byKey = new Map<string, string>();
  const states = new Map<string, "open" | "connecting" | "close">();
  const qrCalls = new Map<string, number>();
  let accepted = 0;
  let duplicates = 0;
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  async function post(
    body: unknown,
    o: { secret?: string | null; timestamp?: number } = {},
  ): Promise<{ status: number; body: string }> {
    if (!opts.webhookUrl) return { status: 0, body: "no webhook configured" };
    const raw = JSON.stringify(body);
    const secret = o.secret === undefined ? opts.webhookSecret : o.secret;
    const ts = o.timestamp ?? Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (secret) {
      headers[TIMESTAMP_HEADER] = String(ts);
      headers[SIGNATURE_HEADER] = signWebhook(secret, ts, raw);
    }
    const res = await fetch(opts.webhookUrl, { method: "POST", headers, body: raw });
    return { status: res.status, body: await res.text() };
  }

  function ack(instance: string, id: string): void {
    if (!acks || !opts.webhookUrl) return;
    void (async () => {
      for (const status of ["SERVER_ACK", "DELIVERY_ACK", "READ"]) {
        await new Promise((r) => setTimeout(r, 50));
        await post({ event: "messages.update", instance, data: { keyId: id, status } }).catch(
          () => undefined,
        );
      }
    })();
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
      const body = req.method === "GET" || req.method === "DELETE" ? "" : await readBody(req);
      const data = body ? (JSON.parse(body) as Record<string, unknown>) : {};

      if (parts[0] === "_fake") {
        if (parts[1] === "inbound" && req.method === "POST") {
          const r = await fake.inbound({
            instance: typeof data.instance === "string" ? data.instance : undefined,
            phone: String(data.phone ?? ""),
            text: String(data.text ?? ""),
            name: typeof data.name === "string" ? data.name : undefined,
            id: typeof data.id === "string" ? data.id : undefined,
          });
          return json(res, 200, r);
        }
        if (parts[1] === "fail" && req.method === "POST") {
          fake.failNext(Number(data.count ?? 1), Number(data.status ?? 500));
          return json(res, 200, { ok: true });
        }
        if (parts[1] === "sent") return json(res, 200, { count: accepted, duplicates, sent });
        if (parts[1] === "reset") {
          fake.reset();
          return json(res, 200, { ok: true });
        }
        return json(res, 404, { error: "unknown control route" });
      }

      if (opts.apiKey && req.headers.apikey !== opts.apiKey)
        return json(res, 401, { error: "Unauthorized" });
      const instance = parts[2] ?? "";
      if (parts[0] === "message" && parts[1] === "sendText" && req.method === "POST") {
        if (failures.count > 0) {
          failures.count--;
          return json(res, failures.status, { error: "simulated gateway failure" });
        }
        const key = typeof data.idempotencyKey === "string" ? data.idempotencyKey : null;
        const known = key ? byKey.get(key) : undefined;
        if (known) {
          duplicates++;
          return json(res, 201, { key: { id: known, remoteJid: `${data.number}@s.whatsapp.net` } });
        }
        const id = `FAKE${randomUUID().replace(/-/g, "").slice(0, 20).toUpperCase()}`;
        if (key) byKey.set(key, id);
        accepted++;
        if (!opts.countOnly)
          sent.push({
            id,
            instance,
            number: String(data.number ?? ""),
            text: String(data.text ?? ""),
            idempotencyKey: key,
            at: Date.now(),
          });
        ack(instance, id);
        return json(res, 201, { key: { id, remoteJid: `${data.number}@s.whatsapp.net` } });
      }
      if (parts[0] === "instance" && parts[1] === "connectionState")
        return json(res, 200, {
          instance: { instanceName: instance, state: states.get(instance) ?? "open" },
        });
      if (parts[0] === "instance" && parts[1] === "connect") {
        const calls = (qrCalls.get(instance) ?? 0) + 1;
        qrCalls.set(instance, calls);
        if (states.get(instance) === "open" || calls > pairAfter) {
          states.set(instance, "open");
          return json(res, 200, { instance: { instanceName: instance, state: "open" } });
        }
        states.set(instance, "connecting");
        const code = `FAKE-QR-${instance}-${calls}`;
        return json(res, 200, { code, base64: null, pairingCode: null, count: calls });
      }
      if (parts[0] === "instance" && parts[1] === "logout" && req.method === "DELETE") {
        states.set(instance, "close");
        qrCalls.delete(instance);
        return json(res, 200, { status: "SUCCESS" });
      }
      return json(res, 404, { error: "Not Found" });
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 400, { error: String(error) });
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", resolve),
  );
  const port = (server.address() as AddressInfo).port;

  const fake: FakeGateway = {
    url: `http://127.0.0.1:${port}`,
    port,
    sent,
    count: () => accepted,
    duplicates: () => duplicates,
    failNext(count, status = 500) {
      failures = { count, status };
    },
    setState(instance, state) {
      states.set(instance, state);
    },
    async inbound(input) {
      const id = input.id ?? `IN${randomUUID().replace(/-/g, "").slice(0, 20).toUpperCase()}`;
      const r = await post({
        event: "messages.upsert",
        instance: input.instance ?? opts.defaultInstance ?? "default",
        data: {
          key: { id, remoteJid: `${input.phone}@s.whatsapp.net`, fromMe: false },
          pushName: input.name ?? null,
          message: { conversation: input.text },
          messageTimestamp: Math.floor(Date.now() / 1000),
        },
      });
      return { ...r, id };
    },
    post,
    reset() {
      sent.length = 0;
      byKey.clear();
      states.clear();
      qrCalls.clear();
      accepted = 0;
      duplicates = 0;
      failures = { count: 0, status: 500 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
