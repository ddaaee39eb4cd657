"use client";

// A form with unsaved changes warns before the person leaves it (SPEC §5): closing or reloading
// the tab (the browser's own 'leave site?' prompt), a click on a link of the app (sidebar, navbar,
// breadcrumbs, 'Batal') and the browser's Back button ask 'Perubahan belum disimpan. Tinggalkan
// halaman ini?'. Pass react-hook-form's `formState.isDirty` (and false once saved).
import * as React from "react";

export const UNSAVED_CHANGES_TEXT = "Perubahan belum disimpan. Tinggalkan halaman ini?";

/** A link click that would leave this page inside the app (not a new tab, not a download). */
function leavingLink(e: MouseEvent): HTMLAnchorElement | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
    return null;
  const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
  if (
    !(a instanceof HTMLAnchorElement) ||
    (a.target && a.target !== "_self") ||
    a.hasAttribute("download")
  )
    return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  return url.pathname === here.pathname && url.search === here.search ? null : a;
}

export function useUnsavedChanges(dirty: boolean): void {
  const dirtyRef = React.useRef(dirty);
  const guarded = React.useRef(false);
  React.useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  React.useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    // Capture phase: runs before Next's <Link> handler, which would navigate.
    const onClick = (e: MouseEvent) => {
      if (!leavingLink(e)) return;
      if (!window.confirm(UNSAVED_CHANGES_TEXT)) {
        e.preventDefault();
        e.stopPropagation();
      } else dirtyRef.current = false;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  // Browser Back: a copy of this history entry is pushed once the form is dirty, so Back first
  // lands on this same page; then the question is asked, and staying pushes the copy again.
  React.useEffect(() => {
    if (!dirty || guarded.current) return;
    guarded.current = true;
    window.history.pushState(window.history.state, "", window.location.href);
  }, [dirty]);
  React.useEffect(() => {
    const onPopState = () => {
      if (!guarded.current) return;
      if (!dirtyRef.current || window.confirm(UNSAVED_CHANGES_TEXT)) {
        guarded.current = false;
        dirtyRef.current = false;
        window.history.back();
      } else window.history.pushState(window.history.state, "", window.location.href);
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);
}
