// Who is on the other end of a request, as far as HTTP tells: client IP and user agent.

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

function normalizeIp(raw: string | undefined | null): string | null {
  let ip = (raw ?? "").trim();
  if (!ip) return null;
  // "[::1]:1234" / "1.2.3.4:5678" -> address only; "::ffff:1.2.3.4" -> "1.2.3.4".
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracket?.[1]) ip = bracket[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (ip.toLowerCase().startsWith("::ffff:") && ip.includes(".")) ip = ip.slice(7);
  return ip.slice(0, 64) || null;
}

/**
 * The client address. Behind a reverse proxy (the production setup, docs/api-auth.md) the
 * proxy appends the address it saw to X-Forwarded-For, so the right-most entry is the one
 * a client cannot forge; `next start` sets the header to the socket address when absent.
 * X-Real-IP is the fallback; null when neither is present.
 */
export function clientIp(request: Pick<Request, "headers">): string | null {
  const xff = request.headers.get("x-forwarded-for");
  if (xff) {
    const parts = xff
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const last = normalizeIp(parts[parts.length - 1]);
    if (last) return last;
  }
  return normalizeIp(request.headers.get("x-real-ip"));
}

export function requestMeta(request: Request): RequestMeta {
  return headersMeta(request.headers);
}

/** The same from bare headers, e.g. `await headers()` inside a server action. */
export function headersMeta(headers: Headers): RequestMeta {
  const ua = headers.get("user-agent");
  return { ip: clientIp({ headers }), userAgent: ua ? ua.slice(0, 1000) : null };
}
