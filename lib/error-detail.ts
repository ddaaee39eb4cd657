// The detail a failed API call shows (SPEC §8), for the API client (browser and server) and the
// toasts. Its own module: the shell's toasts need it without the API client in every page's
// first load.

/** The detail to show for a failed call (SPEC §8): errors[0].detail, else 'Terjadi error'. */
export function errorDetail(body: unknown): string {
  if (body && typeof body === "object" && "errors" in body) {
    const errors = (body as { errors?: { detail?: unknown }[] }).errors;
    const d = errors?.[0]?.detail;
    if (typeof d === "string" && d) return d;
  }
  return "Terjadi error";
}
