// The one error type of the server. Use cases throw AppError; the JSON:API layer and server
// actions map it to an HTTP status and JSON:API `errors[]` in one place (server/jsonapi/respond.ts).
// `detail` is what the UI shows (SPEC §8: "errors[0].detail"), so it is written in Indonesian.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_TITLE: Record<ErrorCode, string> = {
  BAD_REQUEST: "Permintaan tidak valid",
  UNAUTHENTICATED: "Tidak terautentikasi",
  FORBIDDEN: "Akses ditolak",
  NOT_FOUND: "Data tidak ditemukan",
  METHOD_NOT_ALLOWED: "Metode tidak diizinkan",
  NOT_ACCEPTABLE: "Format tidak dapat diterima",
  CONFLICT: "Data bentrok",
  PAYLOAD_TOO_LARGE: "Data terlalu besar",
  UNSUPPORTED_MEDIA_TYPE: "Media type tidak didukung",
  VALIDATION_FAILED: "Validasi gagal",
  TOO_MANY_REQUESTS: "Terlalu banyak permintaan",
  INTERNAL: "Terjadi error",
};

export interface ErrorSource {
  pointer?: string;
  parameter?: string;
  header?: string;
}

export interface ErrorItem {
  code: ErrorCode;
  detail: string;
  title?: string;
  source?: ErrorSource;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly items: ErrorItem[];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    detail: string,
    opts: { source?: ErrorSource; items?: ErrorItem[]; headers?: Record<string, string> } = {},
  ) {
    super(detail);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.items = opts.items?.length ? opts.items : [{ code, detail, source: opts.source }];
    this.headers = opts.headers ?? {};
  }

  static badRequest(detail: string, source?: ErrorSource) {
    return new AppError("BAD_REQUEST", detail, { source });
  }
  static notFound(detail = "Data tidak ditemukan") {
    return new AppError("NOT_FOUND", detail);
  }
  static forbidden(detail = "Anda tidak memiliki akses") {
    return new AppError("FORBIDDEN", detail);
  }
  static unauthenticated(detail = "Silakan login terlebih dahulu") {
    return new AppError("UNAUTHENTICATED", detail);
  }
  static conflict(detail: string, source?: ErrorSource) {
    return new AppError("CONFLICT", detail, { source });
  }
  static validation(items: Omit<ErrorItem, "code">[]) {
    const all = items.map((i) => ({ ...i, code: "VALIDATION_FAILED" as const }));
    return new AppError("VALIDATION_FAILED", all[0]?.detail ?? "Validasi gagal", { items: all });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
