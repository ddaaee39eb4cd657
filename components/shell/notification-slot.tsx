"use client";

// Where the navbar shows the notification bell (components/notifications/notification-bell.tsx).
// The live bell (the notification store, its API client, the realtime stream) is not part of the
// first-load JavaScript: until the browser is idle after hydration a plain bell stands in, with
// the unread count the session already knows, and the live bell then replaces it (at once when
// the pointer nears the bell or it gets focus; a click opens the dropdown as soon as it loaded).
import * as React from "react";
import { BellGlyph, bellTriggerProps } from "@/components/notifications/bell-trigger";
import { whenIdle } from "@/lib/when-idle";
import { useSessionUser } from "./session-provider";

const loadBell = () => import("@/components/notifications/notification-bell");
const LiveBell = React.lazy(() => loadBell().then((m) => ({ default: m.NotificationBell })));

export function NotificationSlot() {
  const user = useSessionUser();
  const [live, setLive] = React.useState(false);
  const [openAtOnce, setOpenAtOnce] = React.useState(false);
  // Soon after hydration (at most 0.5 s): the live stream should not wait long for an idle moment.
  React.useEffect(() => whenIdle(() => setLive(true), 500), []);
  // The live bell's button replaces the stand-in's: keep the keyboard focus on the bell.
  const box = React.useRef<HTMLSpanElement>(null);
  const focused = React.useRef(false);
  const onLiveMount = React.useCallback(() => {
    const active = document.activeElement;
    if (focused.current && (!active || active === document.body))
      box.current?.querySelector("button")?.focus();
  }, []);
  const total = user.dashboardStats?.unread_notifications ?? 0;
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      {...bellTriggerProps(total, "offline")}
      onClick={() => {
        setOpenAtOnce(true);
        setLive(true);
      }}
      onPointerEnter={() => setLive(true)}
      onFocus={() => {
        focused.current = true;
        setLive(true);
      }}
      onBlur={(e) => {
        // Removed from the page (replaced by the live bell) the button blurs towards nothing.
        if (e.relatedTarget) focused.current = false;
      }}
    >
      <BellGlyph total={total} />
    </button>
  );
  return (
    <span ref={box} className="contents">
      {live ? (
        <React.Suspense fallback={standIn}>
          <LiveBell openAtOnce={openAtOnce} onMount={onLiveMount} />
        </React.Suspense>
      ) : (
        standIn
      )}
    </span>
  );
}
