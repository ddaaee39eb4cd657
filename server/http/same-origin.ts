// Cross-site request forgery guard for cookie-authenticated writes (docs/security.md "Origin"):
// a POST/PATCH/PUT/DELETE whose caller is the browser session cookie must name our own origin in
// Origin (or, when a browser sends no Origin, in Referer). SameSite=Lax alone lets a foreign
// page's top-level POST through; bearer-token requests carry no ambient credential and are not
// checked. Used by the one handler wrapper (server/jsonapi/handle.ts).
import { AppError } from "@/server/errors";
import { isTrustedProxy, socketPeer } from "./client-ip";

export const FOREIGN_ORIGIN = "Permintaan dari asal (Origin) yang tidak diizinkan";

function originOf(value: string | null): string | null {
  if (!value || value === "null") return null;
  try {
    const u = new URL(value);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * The hosts ("host[:port]") this app answers as: APP_URL's when set (the public origin, compared
 * with scheme too); else the Host header, and X-Forwarded-Host when a trusted proxy sent it.
 */
function expected(request: Request): { origin: string | null; hosts: string[] } {
  const configured = originOf(process.env.APP_URL ?? null);
  if (configured) return { origin: configured, hosts: [] };
  const hosts: string[] = [];
  const host = request.headers.get("host");
  if (host) hosts.push(host.toLowerCase());
  const forwarded = request.headers.get("x-forwarded-host");
  if (forwarded && isTrustedProxy(socketPeer(request.headers)))
    hosts.push(...forwarded.split(",").map((h) => h.trim().toLowerCase()));
  return { origin: null, hosts };
}

/** Throws 403 unless the request's Origin (or Referer) is this app's own origin. */
export function assertSameOrigin(request: Request): void {
  const source =
    originOf(request.headers.get("origin")) ?? originOf(request.headers.get("referer"));
  const ok = (() => {
    if (!source) return false;
    const want = expected(request);
    if (want.origin) return source === want.origin;
    return want.hosts.includes(new URL(source).host.toLowerCase());
  })();
  if (!ok)
    throw new AppError("FORBIDDEN", FOREIGN_ORIGIN, {
      source: { header: request.headers.get("origin") !== null ? "Origin" : "Referer" },
    });
}
