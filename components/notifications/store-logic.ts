// Pure state transitions of the navbar list (SPEC §4 Notifications): a new one goes to the top,
// the list keeps at most about 11 entries (oldest dropped) and the total increments; a
// notification that becomes read is removed and the total decreases; removal by id, clear all,
// clear by url.
import type { NotificationItem, NotificationsState } from "./types";

/** The navbar loads 10 and keeps at most 11 (SPEC §9). */
export const NAVBAR_PAGE_SIZE = 10;
export const MAX_ITEMS = 11;

export const initialNotificationsState: NotificationsState = {
  items: [],
  total: 0,
  status: "idle",
  error: null,
};

function samePage(a: string, b: string): boolean {
  return a.replace(/^\/+/, "") === b.replace(/^\/+/, "");
}

export function addNotification(
  state: NotificationsState,
  item: NotificationItem,
  max = MAX_ITEMS,
): NotificationsState {
  if (item.readAt || state.items.some((i) => i.id === item.id)) return state;
  return { ...state, items: [item, ...state.items].slice(0, max), total: state.total + 1 };
}

export function removeNotification(state: NotificationsState, id: string): NotificationsState {
  if (!state.items.some((i) => i.id === id)) return state;
  return {
    ...state,
    items: state.items.filter((i) => i.id !== id),
    total: Math.max(0, state.total - 1),
  };
}

/** An updated notification: removed once it has readAt. */
export function applyUpdated(
  state: NotificationsState,
  item: NotificationItem,
): NotificationsState {
  return item.readAt ? removeNotification(state, item.id) : state;
}

export function clearNotifications(state: NotificationsState): NotificationsState {
  return { ...state, items: [], total: 0 };
}

export function clearNotificationsByUrl(
  state: NotificationsState,
  url: string,
): NotificationsState {
  const items = state.items.filter((i) => !(i.url && samePage(i.url, url)));
  const removed = state.items.length - items.length;
  if (!removed) return state;
  return { ...state, items, total: Math.max(0, state.total - removed) };
}

/** Does any listed unread notification point at this path? */
export function hasUnreadForUrl(state: NotificationsState, url: string): boolean {
  return state.items.some((i) => i.url !== null && samePage(i.url, url));
}
