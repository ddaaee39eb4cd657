"use client";
// The one busy state of a form's submit or an action button: busy from the click until what the
// click changed is on screen. A second click in between would repeat the write on a stale
// screen (post a second report, answer 'already verified' right after the success), so the
// control stays disabled:
// - "done": the answer is on screen already (a toast, a dialog, the form reset): busy ends;
// - "reload": the screen reloads its data (its load effect depends on `reload`); busy ends when
//   the load calls `settled()`, with the reloaded result shown or its error;
// - "leave": the next page replaces this one (router.push/replace); busy never ends here.
// A failure ends busy at once and goes to `onError` (a toast, an alert, field errors).
import * as React from "react";

export type SubmitEnd = "done" | "reload" | "leave";

export interface Submit {
  busy: boolean;
  /** Bumped by a "reload" end: a screen's load effect lists it among its dependencies. */
  reload: number;
  /** Runs `work` as the one submit of this control (see the header for how busy ends). */
  submit: (
    work: () => Promise<SubmitEnd | void>,
    onError: (error: unknown) => void,
  ) => Promise<void>;
  /** The reloaded result (or its error) is on screen: the load effect calls this. */
  settled: () => void;
  /** Reloads without a submit of this control (a child saved on its own). */
  refresh: () => void;
}

export function useSubmit(): Submit {
  const [busy, setBusy] = React.useState(false);
  const [reload, setReload] = React.useState(0);
  const settled = React.useCallback(() => setBusy(false), []);
  const refresh = React.useCallback(() => setReload((n) => n + 1), []);
  const submit = React.useCallback<Submit["submit"]>(async (work, onError) => {
    setBusy(true);
    let end: SubmitEnd | void;
    try {
      end = await work();
    } catch (error) {
      setBusy(false);
      onError(error);
      return;
    }
    if (end === "reload") setReload((n) => n + 1);
    else if (end !== "leave") setBusy(false);
  }, []);
  return { busy, reload, submit, settled, refresh };
}
