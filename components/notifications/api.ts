// Browser calls of the notifications API (same origin: the session cookie is accepted).
import { errorDetail } from "@/components/widgets/toast";
import type { PageMeta } from "@/lib/pagination";
import { toNotificationItem, type NotificationItem } from "./types";

const MEDIA_TYPE = "application/vnd.api+json";
const BASE = "/api/v1/notifications";

export class NotificationApiError extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

async function call(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: { Accept: MEDIA_TYPE, ...(init.body ? { "Content-Type": MEDIA_TYPE } : {}) },
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) throw new NotificationApiError(res.status, errorDetail(body));
  return body;
}

export interface NotificationPage {
  items: NotificationItem[];
  page: PageMeta;
}

function toPage(body: unknown): NotificationPage {
  const doc = (body ?? {}) as { data?: unknown; meta?: { page?: Record<string, unknown> } };
  const items = (Array.isArray(doc.data) ? doc.data : [])
    .map(toNotificationItem)
    .filter((n): n is NotificationItem => n !== null);
  const p = doc.meta?.page ?? {};
  const num = (v: unknown, d: number) => (typeof v === "number" ? v : d);
  const nullable = (v: unknown) => (typeof v === "number" ? v : null);
  return {
    items,
    page: {
      currentPage: num(p.currentPage, 1),
      from: nullable(p.from),
      lastPage: num(p.lastPage, 1),
      perPage: num(p.perPage, items.length),
      to: nullable(p.to),
      total: num(p.total, items.length),
      hasMore: p.hasMore === true,
    },
  };
}

export interface ListQuery {
  size: number;
  page: number;
  sort: string;
  unreadOnly?: boolean;
}

export async function fetchNotifications(
  q: ListQuery,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const params = [
    `page[size]=${q.size}`,
    `page[number]=${q.page}`,
    `sort=${encodeURIComponent(q.sort)}`,
    ...(q.unreadOnly ? ["filter[is_read]=false"] : []),
  ];
  return toPage(await call(`${BASE}?${params.join("&")}`, { signal }));
}

export async function setReadAt(id: string, readAt: string | null): Promise<void> {
  await call(`${BASE}/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify({ data: { type: "notifications", id, attributes: { readAt } } }),
  });
}

function countOf(body: unknown): number {
  const meta = (body as { meta?: { count?: unknown } } | null)?.meta;
  return typeof meta?.count === "number" ? meta.count : 0;
}

export async function readAll(): Promise<number> {
  return countOf(await call(`${BASE}/-actions/read-all`, { method: "POST" }));
}

export async function readAllByUrl(url: string): Promise<number> {
  return countOf(
    await call(`${BASE}/-actions/read-all-by-url`, {
      method: "POST",
      body: JSON.stringify({ url }),
    }),
  );
}
