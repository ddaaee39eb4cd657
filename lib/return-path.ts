// Where sign-in sends the user back to (/login?next=/terima/SJ-...): a path on this site only,
// never another origin (`//evil.example`, `/\evil.example`, `https://...`), so the parameter is
// no open redirect. Paths only also suit Auth.js behind 127.0.0.1 (STACK.md).

const MAX_LENGTH = 512;

/** The path when `value` is a safe same-site path, else null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Control characters and backslashes have no place in the app's own paths.
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === "\\") return null;
  }
  // Back to a guest page would loop through sign-in.
  if (/^\/(login|newlogin|register|lupa-password)(\/|\?|$)/.test(value)) return null;
  return value;
}

/** /login with the way back, e.g. loginPathFor("/terima/SJ-1") = "/login?next=%2Fterima%2FSJ-1". */
export function loginPathFor(path: string, loginPath = "/login"): string {
  return `${loginPath}?next=${encodeURIComponent(path)}`;
}
