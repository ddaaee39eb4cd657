"use client";

// A detail screen whose data came with the page (its page loaded it on the server, passed as
// `initial`; docs/shell.md) skips its effect's first load; a later run (a reload after an action)
// asks the API.
import * as React from "react";

/** In the screen's load effect: `if (servedFirst()) return;` — true on the first call only. */
export function useServedFirst(fromServer: boolean): () => boolean {
  const pending = React.useRef(fromServer);
  return React.useCallback(() => {
    const first = pending.current;
    pending.current = false;
    return first;
  }, []);
}
