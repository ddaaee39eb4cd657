// Customer service rules safe on both sides (docs/customer-service.md): automatic-reply
// matching with bounded regexes, template variables, business hours in Jakarta time, STOP words.
// zod-free so the inbox and the pattern form can use them without pulling zod into the browser.

export type MatchType = "exact" | "contains" | "starts_with" | "regex";

/** Longest pattern accepted. */
/** The highest send rate a device may be given (messages per minute; the table's CHECK). */
export const RATE_PER_MINUTE_MAX = 60_000;

export const PATTERN_MAX_LENGTH = 200;
/** Only the first characters of an incoming message are matched (bounds every regex run). */
export const MATCH_INPUT_MAX = 1000;
/** Open-ended repetitions (`*`, `+`, `{n,}`, `{n,m}` with m > 20) allowed in one regex. */
const MAX_OPEN_REPETITIONS = 2;

export const REGEX_INVALID = "Regex tidak valid";
export const REGEX_NESTED = "Regex ditolak: pengulangan bersarang dapat membuat server macet";
export const REGEX_TOO_MANY = "Regex ditolak: terlalu banyak pengulangan terbuka (maksimal 2)";
export const REGEX_BACKREF = "Regex ditolak: rujukan balik (\\1) tidak diizinkan";
export const PATTERN_TOO_LONG = `Pola maksimal ${PATTERN_MAX_LENGTH} karakter`;

interface Group {
  hasRepetition: boolean;
  hasAlternation: boolean;
}

/**
 * Why a regex pattern is refused, or null when it is accepted. Beside compiling it, the check
 * refuses what makes a backtracking engine take exponential (or high polynomial) time: a
 * repeated group that itself repeats or alternates (`(a+)+`, `(a|a)*`, `(\w+\s?)*`),
 * backreferences, and more than two open-ended repetitions. Together with MATCH_INPUT_MAX this
 * bounds the work of one match.
 */
export function regexProblem(pattern: string): string | null {
  if (pattern.length > PATTERN_MAX_LENGTH) return PATTERN_TOO_LONG;
  try {
    new RegExp(pattern, "iu");
  } catch {
    return REGEX_INVALID;
  }
  const stack: Group[] = [{ hasRepetition: false, hasAlternation: false }];
  let open = 0;
  let inClass = false;
  let lastClosed: Group | null = null;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const top = stack[stack.length - 1] as Group;
    if (c === "\\") {
      const next = pattern[i + 1] ?? "";
      if (!inClass && /[1-9]/.test(next)) return REGEX_BACKREF;
      if (!inClass && next === "k") return REGEX_BACKREF;
      i++;
      lastClosed = null;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      lastClosed = null;
      continue;
    }
    if (c === "(") {
      stack.push({ hasRepetition: false, hasAlternation: false });
      lastClosed = null;
      continue;
    }
    if (c === ")") {
      const closed = stack.pop() as Group;
      const parent = stack[stack.length - 1] as Group;
      if (closed.hasRepetition) parent.hasRepetition = true;
      lastClosed = closed;
      continue;
    }
    if (c === "|") {
      top.hasAlternation = true;
      lastClosed = null;
      continue;
    }
    let repetition: "open" | "bounded" | null = null;
    let skip = 0;
    if (c === "*" || c === "+") repetition = "open";
    else if (c === "?") repetition = lastClosed ? "bounded" : null;
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (m) {
        skip = m[0].length - 1;
        const max = m[2] === undefined ? Number(m[1]) : m[3] === "" ? Infinity : Number(m[3]);
        repetition = max > 20 ? "open" : max > 1 ? "bounded" : null;
      }
    }
    if (repetition) {
      // `?` right after a quantifier makes it lazy: not a repetition of its own.
      const prev = pattern[i - 1];
      if (c === "?" && (prev === "*" || prev === "+" || prev === "?" || prev === "}")) continue;
      if (lastClosed && (lastClosed.hasRepetition || lastClosed.hasAlternation))
        return REGEX_NESTED;
      if (repetition === "open") open++;
      top.hasRepetition = true;
      lastClosed = null;
      i += skip;
      continue;
    }
    lastClosed = null;
  }
  if (open > MAX_OPEN_REPETITIONS) return REGEX_TOO_MANY;
  return null;
}

export function normalizeText(text: string): string {
  return text.slice(0, MATCH_INPUT_MAX).trim().toLowerCase().replace(/\s+/g, " ");
}

export interface PatternLike {
  pattern: string;
  matchType: MatchType;
}

/** Whether `text` matches; a refused regex never matches. */
export function patternMatches(p: PatternLike, text: string): boolean {
  const input = normalizeText(text);
  const needle = normalizeText(p.pattern);
  switch (p.matchType) {
    case "exact":
      return input === needle;
    case "contains":
      return needle.length > 0 && input.includes(needle);
    case "starts_with":
      return needle.length > 0 && input.startsWith(needle);
    case "regex":
      if (regexProblem(p.pattern)) return false;
      return new RegExp(p.pattern, "iu").test(text.slice(0, MATCH_INPUT_MAX));
  }
}

/** The first match by priority (lower first), then by the order given. */
export function firstMatch<T extends PatternLike & { priority: number }>(
  patterns: readonly T[],
  text: string,
): T | null {
  const sorted = [...patterns].sort((a, b) => a.priority - b.priority);
  return sorted.find((p) => patternMatches(p, text)) ?? null;
}

// --- STOP / START ---

const STOP_WORDS = new Set(["stop", "berhenti", "unsubscribe"]);
const START_WORDS = new Set(["start", "mulai"]);

export function isStopMessage(text: string): boolean {
  return STOP_WORDS.has(normalizeText(text));
}

export function isStartMessage(text: string): boolean {
  return START_WORDS.has(normalizeText(text));
}

// --- Templates ---

/** Variables a template may use, with what each one means (shown beside the editor). */
export const TEMPLATE_VARIABLES = {
  nama: "Nama kantor / Mitra Usaha",
  kode: "Kode kantor",
  telepon: "Nomor HP",
  saldo: "Saldo (Rp)",
  komisi: "Komisi terakhir (Rp)",
  kategori: "Kategori kantor",
} as const;
export type TemplateVariable = keyof typeof TEMPLATE_VARIABLES;
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** Fills `{nama}`-style variables; unknown names stay as written, missing values become "". */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    Object.hasOwn(TEMPLATE_VARIABLES, name) ? (values[name as TemplateVariable] ?? "") : whole,
  );
}

/** Names in `{…}` that are not variables (the template form warns about them). */
export function unknownVariables(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/\{([a-z_]+)\}/g))
    if (!Object.hasOwn(TEMPLATE_VARIABLES, m[1] as string)) out.add(m[1] as string);
  return [...out];
}

// --- Business hours (Asia/Jakarta, UTC+7 without DST) ---

export interface BusinessHours {
  isActive: boolean;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  /** Minutes after midnight, Jakarta time. */
  opensAt: number;
  closesAt: number;
}

const JAKARTA_OFFSET_MINUTES = 7 * 60;

/** Whether `at` falls inside the hours (always true when business hours are off). */
export function isWithinBusinessHours(hours: BusinessHours, at: Date = new Date()): boolean {
  if (!hours.isActive) return true;
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MINUTES * 60_000);
  const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return hours.days.includes(weekday) && minute >= hours.opensAt && minute < hours.closesAt;
}

export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function clockToMinutes(clock: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

// --- Labels ---

export const CHAT_MESSAGE_STATUS_LABEL: Readonly<Record<string, string>> = {
  received: "Diterima",
  note: "Catatan",
  queued: "Antre",
  sending: "Mengirim",
  sent: "Terkirim",
  delivered: "Sampai",
  read: "Dibaca",
  failed: "Gagal",
  logged: "Tercatat",
  skipped: "Dilewati (STOP)",
  cancelled: "Dibatalkan",
};

export const BROADCAST_STATUS_LABEL: Readonly<Record<string, string>> = {
  draft: "Draf",
  scheduled: "Terjadwal",
  sending: "Mengirim",
  paused: "Dijeda",
  sent: "Selesai",
  failed: "Gagal",
  cancelled: "Dibatalkan",
};

export const DEVICE_STATUS_LABEL: Readonly<Record<string, string>> = {
  disconnected: "Terputus",
  connecting: "Menghubungkan",
  connected: "Terhubung",
};

export const MATCH_TYPE_LABEL: Readonly<Record<MatchType, string>> = {
  exact: "Sama persis",
  contains: "Mengandung",
  starts_with: "Diawali",
  regex: "Regex",
};
