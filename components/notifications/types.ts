// A notification as the browser keeps it (from GET /api/v1/notifications or a realtime event).

export interface NotificationItem {
  id: string;
  name: string;
  message: string | null;
  url: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationsState {
  /** The newest unread notifications (the navbar list; at most MAX_ITEMS). */
  items: NotificationItem[];
  /** All unread notifications of the user (the bell's count). */
  total: number;
  status: "idle" | "loading" | "ready" | "error";
  error: string | null;
}

function str(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

/** From a JSON:API resource object (`{id, attributes}`) or a realtime model (flat). */
export function toNotificationItem(raw: unknown): NotificationItem | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const a =
    typeof r.attributes === "object" && r.attributes !== null
      ? (r.attributes as Record<string, unknown>)
      : r;
  const id = str(r.id) ?? str(r.uuid);
  const name = str(a.name);
  const createdAt = str(a.createdAt);
  if (!id || name === null || !createdAt) return null;
  return {
    id,
    name,
    message: str(a.message),
    url: str(a.url),
    createdAt,
    readAt: str(a.readAt),
  };
}
