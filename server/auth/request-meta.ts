// Who is on the other end of a request, as far as HTTP tells: client IP and user agent.
// The address comes from server/http/client-ip.ts (forwarded headers only from TRUSTED_PROXIES).
import { clientIp } from "@/server/http/client-ip";

export { clientIp };

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export function requestMeta(request: Request): RequestMeta {
  return headersMeta(request.headers);
}

/** The same from bare headers, e.g. `await headers()` inside a server action. */
export function headersMeta(headers: Headers): RequestMeta {
  const ua = headers.get("user-agent");
  return { ip: clientIp({ headers }), userAgent: ua ? ua.slice(0, 1000) : null };
}
