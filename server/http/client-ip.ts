// Who is on the other end of a request: the client's IP address, as far as it can be known without
// believing what a client writes into its own headers (docs/security.md "Client address").
//
// Route handlers never see the socket: `next start` hands them a web Request whose
// X-Forwarded-For it fills with the socket address only when the client sent none, so a client's
// own `X-Forwarded-For: 10.9.8.1` reaches the handler unchanged. Our server entry
// (scripts/server.mjs, used by `npm start` and the test run) therefore stamps every request with
// the socket peer in PEER_HEADER, replacing whatever a client sent under that name, and says so
// by setting PEER_HEADER_ENV in its own process. Without that entry (plain `next start`,
// `next dev`) the peer is unknown: forwarded headers are ignored and every caller shares one
// bucket ("unknown") in the rate limits, which is safe (nothing to spoof) but coarse.
//
// Forwarded headers (X-Forwarded-For, X-Real-IP, Forwarded) count only when the socket peer is a
// proxy the operator names in TRUSTED_PROXIES (comma list of IPs / CIDRs).
import { isIP } from "node:net";

/** Header our server entry sets to the socket's remote address. */
export const PEER_HEADER = "x-erp-socket-peer";
/** Set (to "1") by scripts/server.mjs in its own process: PEER_HEADER can be believed. */
export const PEER_HEADER_ENV = "ERP_SOCKET_PEER_HEADER";

/** "[::1]:1234" / "1.2.3.4:5678" -> address only; "::ffff:1.2.3.4" -> "1.2.3.4"; junk -> null. */
export function normalizeIp(raw: string | undefined | null): string | null {
  let ip = (raw ?? "").trim().replace(/^"|"$/g, "");
  if (!ip) return null;
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracket?.[1]) ip = bracket[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (ip.toLowerCase().startsWith("::ffff:") && ip.includes(".")) ip = ip.slice(7);
  return isIP(ip) ? ip.toLowerCase() : null;
}

interface Cidr {
  v: 4 | 6;
  bits: bigint;
  prefix: number;
}

function toBigInt(ip: string): { v: 4 | 6; n: bigint } | null {
  const kind = isIP(ip);
  if (kind === 4) {
    const n = ip.split(".").reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
    return { v: 4, n };
  }
  if (kind === 6) {
    const [head = "", tail = ""] = ip.split("::");
    const groups = (s: string) => (s ? s.split(":") : []);
    let h = groups(head);
    let t = groups(tail);
    // An embedded IPv4 tail ("::ffff:1.2.3.4") counts as two groups.
    const v4 = (arr: string[]) => {
      const last = arr[arr.length - 1];
      if (last && last.includes(".")) {
        const p = last.split(".").map(Number);
        arr.splice(
          -1,
          1,
          (((p[0] ?? 0) << 8) | (p[1] ?? 0)).toString(16),
          (((p[2] ?? 0) << 8) | (p[3] ?? 0)).toString(16),
        );
      }
      return arr;
    };
    h = v4(h);
    t = v4(t);
    const fill = ip.includes("::") ? 8 - h.length - t.length : 0;
    const all = [...h, ...Array<string>(fill).fill("0"), ...t];
    const n = all.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g || "0", 16)), 0n);
    return { v: 6, n };
  }
  return null;
}

/** Parses "10.0.0.0/8", "::1", "192.168.1.5"; null for anything else. */
export function parseCidr(entry: string): Cidr | null {
  const [addr = "", len] = entry.trim().split("/");
  const ip = normalizeIp(addr);
  if (!ip) return null;
  const parsed = toBigInt(ip);
  if (!parsed) return null;
  const max = parsed.v === 4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { v: parsed.v, bits: parsed.n >> BigInt(max - prefix), prefix };
}

let cachedRaw: string | undefined;
let cachedList: Cidr[] = [];

/** TRUSTED_PROXIES as parsed ranges (read at call time, re-parsed only when it changes). */
function trustedProxies(): Cidr[] {
  const raw = process.env.TRUSTED_PROXIES ?? "";
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = [];
    for (const entry of raw.split(",")) {
      if (!entry.trim()) continue;
      const cidr = parseCidr(entry);
      if (cidr) cachedList.push(cidr);
      else console.warn(`[client-ip] TRUSTED_PROXIES: ignoring ${JSON.stringify(entry.trim())}`);
    }
  }
  return cachedList;
}

/** True when `ip` is one of the proxies named in TRUSTED_PROXIES. */
export function isTrustedProxy(ip: string | null | undefined): boolean {
  const norm = normalizeIp(ip);
  if (!norm) return false;
  const parsed = toBigInt(norm);
  if (!parsed) return false;
  const max = parsed.v === 4 ? 32 : 128;
  return trustedProxies().some(
    (c) => c.v === parsed.v && parsed.n >> BigInt(max - c.prefix) === c.bits,
  );
}

/** The socket peer as stamped by our server entry, or null when it is not running behind it. */
export function socketPeer(headers: Headers): string | null {
  if (process.env[PEER_HEADER_ENV] !== "1") return null;
  return normalizeIp(headers.get(PEER_HEADER));
}

/** The hop list a trusted proxy passes on, client first: X-Forwarded-For, else Forwarded. */
function forwardedChain(headers: Headers): string[] {
  const xff = headers.get("x-forwarded-for");
  if (xff) return xff.split(",").map((s) => s.trim());
  const fwd = headers.get("forwarded");
  if (fwd) {
    const out: string[] = [];
    for (const element of fwd.split(",")) {
      const m = /(?:^|;)\s*for=("?\[?[^;,"]*\]?"?)/i.exec(element);
      if (m?.[1]) out.push(m[1]);
    }
    return out;
  }
  return [];
}

/**
 * The client's address: the socket peer, unless that peer is a trusted proxy; then the right-most
 * address of X-Forwarded-For (or Forwarded) that is not itself a trusted proxy, else X-Real-IP
 * (`next start` fills X-Forwarded-For with the proxy's own address when the proxy sent only
 * X-Real-IP).
 * Null when the socket peer is unknown (see the top of this file).
 */
export function clientIp(request: Pick<Request, "headers">): string | null {
  const headers = request.headers;
  const peer = socketPeer(headers);
  if (!peer || !isTrustedProxy(peer)) return peer;
  const chain = forwardedChain(headers);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeIp(chain[i]);
    if (!hop) break; // a garbled hop: nothing left of it can be believed
    if (!isTrustedProxy(hop)) return hop;
  }
  const real = normalizeIp(headers.get("x-real-ip"));
  return real ?? peer;
}
