// A short, readable device description from a User-Agent header, for login history tables:
// "Chrome 120 · Windows", "Safari 17 · iOS", "curl 8.5". Not a full parser: the common browsers
// and systems, else the first product token.

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\bOPR\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bHeadlessChrome\/(\d+)/, "Chrome Headless"],
  [/\b(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

export function describeUserAgent(ua: string | null | undefined): string {
  const s = (ua ?? "").trim();
  if (!s) return "-";
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(s);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([re]) => re.test(s))?.[1] ?? null;
  if (browser && system) return `${browser} · ${system}`;
  if (browser) return browser;
  const first = /^([\w.-]+)(?:\/([\w.]+))?/.exec(s);
  const product = first ? [first[1], first[2]].filter(Boolean).join(" ") : s.slice(0, 40);
  return system ? `${product} · ${system}` : product;
}
