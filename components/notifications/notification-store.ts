// The navbar notifications of this tab: the newest unread ones and the unread total, kept in sync
// with the server by the realtime stream. One store per tab, shared by the bell, the
// /notification page and anything else that calls useNotifications().
import {
  fetchNotifications,
  readAll as apiReadAll,
  readAllByUrl as apiReadAllByUrl,
  setReadAt,
} from "./api";
import {
  addNotification,
  applyUpdated,
  clearNotifications,
  clearNotificationsByUrl,
  initialNotificationsState,
  NAVBAR_PAGE_SIZE,
  removeNotification,
} from "./store-logic";
import { subscribeRealtime } from "./realtime-client";
import { toNotificationItem, type NotificationItem, type NotificationsState } from "./types";

export type CreatedListener = (item: NotificationItem) => void;
export type ChangeListener = (event: string) => void;

export class NotificationStore {
  private state: NotificationsState = initialNotificationsState;
  private readonly subscribers = new Set<() => void>();
  private readonly createdListeners = new Set<CreatedListener>();
  private readonly changeListeners = new Set<ChangeListener>();
  private users = 0;
  private stopRealtime: (() => void) | null = null;
  private loading: Promise<void> | null = null;
  /** Created while a refresh was in flight: re-applied on top of its answer. */
  private pendingCreated: NotificationItem[] = [];
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;

  getSnapshot = (): NotificationsState => this.state;

  getServerSnapshot = (): NotificationsState => initialNotificationsState;

  subscribe = (fn: () => void): (() => void) => {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  };

  private set(next: NotificationsState) {
    if (next === this.state) return;
    this.state = next;
    for (const fn of [...this.subscribers]) fn();
  }

  /** A component that shows notifications is mounted: load once and listen to the stream. */
  attach(): () => void {
    this.users += 1;
    if (this.users === 1) {
      this.stopRealtime = subscribeRealtime((event, data) => this.onRealtime(event, data));
      if (this.state.status === "idle" || this.state.status === "error") void this.refresh();
    }
    return () => {
      this.users -= 1;
      if (this.users === 0) {
        this.stopRealtime?.();
        this.stopRealtime = null;
      }
    };
  }

  /** Seeds the count before the first load (from the session user's dashboard stats). */
  seedTotal(total: number) {
    if (this.state.status === "idle" && this.state.total === 0 && total > 0)
      this.set({ ...this.state, total });
  }

  onCreated(fn: CreatedListener): () => void {
    this.createdListeners.add(fn);
    return () => this.createdListeners.delete(fn);
  }

  /** Any change coming from the server (realtime) or from this tab (mark read, read all). */
  onChange(fn: ChangeListener): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  private changed(event: string) {
    for (const fn of [...this.changeListeners]) fn(event);
  }

  refresh(): Promise<void> {
    if (this.loading) return this.loading;
    this.pendingCreated = [];
    if (this.state.status !== "ready") this.set({ ...this.state, status: "loading" });
    this.loading = fetchNotifications({
      size: NAVBAR_PAGE_SIZE,
      page: 1,
      sort: "-createdAt",
      unreadOnly: true,
    })
      .then((page) => {
        let next: NotificationsState = {
          items: page.items,
          total: page.page.total,
          status: "ready",
          error: null,
        };
        for (const n of this.pendingCreated) next = addNotification(next, n);
        this.set(next);
      })
      .catch((error: unknown) => {
        // SPEC §8: a failed list load empties the list and keeps the error.
        const detail = error instanceof Error ? error.message : "Terjadi error";
        this.set({ items: [], total: 0, status: "error", error: detail });
      })
      .finally(() => {
        this.loading = null;
        this.pendingCreated = [];
      });
    return this.loading;
  }

  private scheduleRefresh() {
    if (this.refreshTimer) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = null;
      void this.refresh();
    }, 300);
  }

  private onRealtime(event: string, data: unknown) {
    const record = (data ?? {}) as Record<string, unknown>;
    switch (event) {
      case "NotificationCreated": {
        const item = record.truncated ? null : toNotificationItem(data);
        if (!item) {
          this.scheduleRefresh();
          break;
        }
        if (this.loading) this.pendingCreated.push(item);
        const before = this.state;
        this.set(addNotification(this.state, item));
        if (this.state !== before) for (const fn of [...this.createdListeners]) fn(item);
        break;
      }
      case "NotificationUpdated": {
        const item = record.truncated ? null : toNotificationItem(data);
        const before = this.state;
        if (item) this.set(applyUpdated(this.state, item));
        // Not in the list (older, already removed here, or marked unread again): recount.
        if (!item || this.state === before) this.scheduleRefresh();
        break;
      }
      case "NotificationsRead":
        if (record.all === true) this.set(clearNotifications(this.state));
        else if (typeof record.url === "string")
          this.set(clearNotificationsByUrl(this.state, record.url));
        this.scheduleRefresh();
        break;
      case "Resync":
        void this.refresh();
        break;
      default:
        return;
    }
    this.changed(event);
  }

  /** The check icon: readAt = now (optimistic; refetched if the call fails). */
  async markRead(id: string): Promise<void> {
    this.set(removeNotification(this.state, id));
    try {
      await setReadAt(id, new Date().toISOString());
    } catch (error) {
      void this.refresh();
      throw error;
    } finally {
      this.changed("markRead");
    }
  }

  async readAll(): Promise<number> {
    this.set(clearNotifications(this.state));
    try {
      return await apiReadAll();
    } catch (error) {
      void this.refresh();
      throw error;
    } finally {
      this.changed("readAll");
    }
  }

  /** Marks read the unread notifications pointing at `url` (the page being visited). */
  async readByUrl(url: string): Promise<number> {
    const count = await apiReadAllByUrl(url);
    if (count) {
      this.set(clearNotificationsByUrl(this.state, url));
      this.scheduleRefresh();
      this.changed("readByUrl");
    }
    return count;
  }
}

let store: NotificationStore | null = null;

/** The tab's store (created on first use in the browser). */
export function notificationStore(): NotificationStore {
  store ??= new NotificationStore();
  return store;
}
