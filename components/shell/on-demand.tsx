"use client";

// Parts of the shell a page does not show at first (dropdown menus, dialogs) are not in its
// first-load JavaScript: a plain trigger stands in for them, their chunk is fetched when the
// pointer nears the trigger or it gets focus, and the real component mounts (already open) on the
// first click. `OnDemand` renders the stand-in until then and while the chunk loads.
import * as React from "react";

export interface StandInProps {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

export function OnDemand({
  load,
  standIn,
  initiallyWanted = false,
  children,
}: {
  /** The dynamic import of the part; called to preload it. */
  load: () => Promise<unknown>;
  /** The trigger shown until the part is wanted: spread the props on it. */
  standIn: (props: StandInProps) => React.ReactNode;
  /** Render the part from the start (its trigger was clicked before this mounted). */
  initiallyWanted?: boolean;
  /** The part itself (a React.lazy component), rendered from the first click on. */
  children: React.ReactNode;
}) {
  const [wanted, setWanted] = React.useState(initiallyWanted);
  const props: StandInProps = {
    onClick: () => setWanted(true),
    onPointerEnter: () => void load().catch(() => undefined),
    onFocus: () => void load().catch(() => undefined),
  };
  const placeholder = standIn(props);
  if (!wanted) return placeholder;
  return <React.Suspense fallback={placeholder}>{children}</React.Suspense>;
}
