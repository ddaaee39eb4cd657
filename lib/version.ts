/** The client version shown in the footer and compared with the server's client_min_version. */
export const APP_VERSION = "0.10.40";

/**
 * Compares dotted versions part by part as numbers: -1 if a < b, 0 if equal, 1 if a > b.
 * Missing parts count as 0 ("1.2" == "1.2.0"); non-numeric parts count as 0.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = a.split(".").map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split(".").map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** True when the running client is older than the minimum the server asks for. */
export function isOutdated(clientVersion: string, minVersion: string | null | undefined): boolean {
  return !!minVersion && compareVersions(clientVersion, minVersion) < 0;
}
