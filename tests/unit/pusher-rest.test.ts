// The Pusher path over real HTTP (docs/realtime.md "Pusher"): PusherRealtime (the `pusher`
// package) publishes to a local server that speaks Pusher's REST API (POST /apps/{id}/events and
// /batch_events) and checks every request's signature the way Pusher documents it
// (pusher.com/docs/channels/library_auth_reference/rest-api): auth_key, a fresh auth_timestamp,
// auth_version 1.0, body_md5 of the body, and auth_signature = HMAC-SHA256 of
// "POST\n<path>\n<sorted query without the signature>". A wrong secret is refused with 401,
// which the driver reports. The checker itself is proved on Pusher's own worked example.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PusherRealtime, type PusherConfig } from "@/server/realtime/pusher";

const APP = { appId: "3", key: "278d425bdf160c739803", secret: "7ad3773142a6692b25b8" };

interface Received {
  path: string;
  body: { name?: string; channels?: string[]; data?: string; batch?: unknown[] };
}

/** Pusher's check of a signed REST request: null when valid, else the reason. */
function signatureProblem(method: string, url: URL, body: string, secret: string): string | null {
  const q = url.searchParams;
  if (q.get("auth_key") !== APP.key) return "auth_key";
  if (q.get("auth_version") !== "1.0") return "auth_version";
  const ts = Number(q.get("auth_timestamp"));
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 600) return "auth_timestamp";
  if (body && q.get("body_md5") !== createHash("md5").update(body).digest("hex")) return "body_md5";
  const params = [...q.entries()]
    .filter(([k]) => k !== "auth_signature")
    .map(([k, v]) => [k.toLowerCase(), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const expected = createHmac("sha256", secret)
    .update(`${method}\n${url.pathname}\n${params}`)
    .digest("hex");
  const given = q.get("auth_signature") ?? "";
  const ok =
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
  return ok ? null : "auth_signature";
}

const received: Received[] = [];
let server: http.Server;
let host = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", "http://localhost");
      const known = [`/apps/${APP.appId}/events`, `/apps/${APP.appId}/batch_events`];
      if (req.method !== "POST" || !known.includes(url.pathname)) {
        res.writeHead(404).end("Not found");
        return;
      }
      const problem = signatureProblem("POST", url, body, APP.secret);
      if (problem) {
        res.writeHead(401, { "Content-Type": "text/plain" }).end(`Invalid ${problem}`);
        return;
      }
      received.push({ path: url.pathname, body: JSON.parse(body) as Received["body"] });
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const config = (secret = APP.secret): PusherConfig => ({
  ...APP,
  secret,
  cluster: "ap1",
  host,
  useTLS: false,
});

describe("Pusher REST over real HTTP", () => {
  it("the checker accepts Pusher's documented example and refuses a changed body", () => {
    // POST /apps/3/events, body {"name":"foo","channels":["project-3"],"data":"{\"some\":\"data\"}"}
    const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
    const url = new URL(
      "http://x/apps/3/events?auth_key=278d425bdf160c739803&auth_timestamp=1353088179" +
        "&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f" +
        "&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c",
    );
    // Only the timestamp's freshness stops the 2012 example here.
    expect(signatureProblem("POST", url, body, APP.secret)).toBe("auth_timestamp");
    const fresh = (b: string, ts: number) => {
      const u = new URL(url);
      u.searchParams.set("auth_timestamp", String(ts));
      u.searchParams.set("body_md5", createHash("md5").update(b).digest("hex"));
      u.searchParams.delete("auth_signature");
      const toSign = [...u.searchParams.entries()]
        .sort(([a], [b2]) => (a < b2 ? -1 : 1))
        .map(([k, v]) => `${k}=${v}`)
        .join("&");
      u.searchParams.set(
        "auth_signature",
        createHmac("sha256", APP.secret).update(`POST\n/apps/3/events\n${toSign}`).digest("hex"),
      );
      return u;
    };
    const now = Math.floor(Date.now() / 1000);
    expect(signatureProblem("POST", fresh(body, now), body, APP.secret)).toBeNull();
    expect(signatureProblem("POST", fresh(body, now), `${body} `, APP.secret)).toBe("body_md5");
  });

  it("publishes one event, signed, with its data as a JSON string", async () => {
    received.length = 0;
    await new PusherRealtime(config()).publish("private-user.u1", "NotificationCreated", {
      id: "n1",
      name: "Pesanan baru",
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe("/apps/3/events");
    expect(received[0]?.body).toMatchObject({
      name: "NotificationCreated",
      channels: ["private-user.u1"],
    });
    expect(JSON.parse(received[0]?.body.data ?? "null")).toEqual({
      id: "n1",
      name: "Pesanan baru",
    });
  });

  it("publishes many events in batches of ten", async () => {
    received.length = 0;
    const messages = Array.from({ length: 23 }, (_, i) => ({
      channel: `private-user.u${i}`,
      event: "NotificationCreated",
      data: { id: `n${i}` },
    }));
    await new PusherRealtime(config()).publishMany(messages);
    expect(received.map((r) => r.path)).toEqual(Array(3).fill("/apps/3/batch_events"));
    expect(received.map((r) => r.body.batch?.length)).toEqual([10, 10, 3]);
  });

  it("shrinks data over Pusher's 10 KB to its summary", async () => {
    received.length = 0;
    await new PusherRealtime(config()).publish("private-user.u1", "NotificationCreated", {
      id: "big",
      message: "x".repeat(20_000),
    });
    expect(JSON.parse(received[0]?.body.data ?? "null")).toEqual({ id: "big", truncated: true });
  });

  it("a wrong secret is refused by the server and reported by the driver", async () => {
    received.length = 0;
    await expect(
      new PusherRealtime(config("not-the-secret")).publish("private-user.u1", "E", {}),
    ).rejects.toThrow();
    expect(received).toHaveLength(0);
  });
});
