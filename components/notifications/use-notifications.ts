"use client";

// useNotifications(): the navbar list (newest unread, at most ~11) and the unread total, live.
//   const { items, total, status, markRead, readAll, readByUrl, refresh } = useNotifications();
// Options: onCreated (e.g. a toast), onChange (e.g. refetch a page of the full list).
import * as React from "react";
import { notificationStore, type ChangeListener, type CreatedListener } from "./notification-store";
import type { NotificationsState } from "./types";

export interface UseNotificationsOptions {
  onCreated?: CreatedListener;
  onChange?: ChangeListener;
  /** Unread count known before the first load (session user's dashboard stats). */
  initialTotal?: number;
}

export interface UseNotifications extends NotificationsState {
  markRead(id: string): Promise<void>;
  readAll(): Promise<number>;
  readByUrl(url: string): Promise<number>;
  refresh(): Promise<void>;
}

export function useNotifications(options: UseNotificationsOptions = {}): UseNotifications {
  const store = notificationStore();
  const state = React.useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    store.getServerSnapshot,
  );
  const { onCreated, onChange, initialTotal } = options;

  // Latest callbacks without re-subscribing on every render.
  const created = React.useRef(onCreated);
  const change = React.useRef(onChange);
  React.useEffect(() => {
    created.current = onCreated;
    change.current = onChange;
  });

  React.useEffect(() => {
    if (initialTotal !== undefined) store.seedTotal(initialTotal);
    const detach = store.attach();
    const offCreated = store.onCreated((n) => created.current?.(n));
    const offChange = store.onChange((e) => change.current?.(e));
    return () => {
      offCreated();
      offChange();
      detach();
    };
  }, [store, initialTotal]);

  return React.useMemo(
    () => ({
      ...state,
      markRead: (id: string) => store.markRead(id),
      readAll: () => store.readAll(),
      readByUrl: (url: string) => store.readByUrl(url),
      refresh: () => store.refresh(),
    }),
    [state, store],
  );
}
