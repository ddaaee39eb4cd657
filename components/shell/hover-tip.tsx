"use client";

// A light tooltip for the shell: shown after 200 ms of hover or on keyboard focus, positioned
// `fixed` next to its trigger (so scrolling containers do not clip it) and announced through
// aria-describedby. It replaces Radix Tooltip (and its positioning engine) in the first-load
// bundle of every signed-in page.
import * as React from "react";

const DELAY_MS = 200;

type Side = "right" | "top";

interface Tip {
  label: string;
  x: number;
  y: number;
  side: Side;
}

/**
 * `const tip = useHoverTip("right")`; spread `tip.props(label)` on each trigger and render
 * `tip.element` once.
 */
export function useHoverTip(side: Side = "right") {
  const id = React.useId();
  const [tip, setTip] = React.useState<Tip | null>(null);
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const place = (el: HTMLElement, label: string) => {
    const r = el.getBoundingClientRect();
    setTip(
      side === "right"
        ? { label, side, x: r.right + 4, y: r.top + r.height / 2 }
        : { label, side, x: r.left + r.width / 2, y: r.top - 4 },
    );
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setTip(null);
  };

  const props = (label: string) => ({
    "aria-describedby": tip?.label === label ? id : undefined,
    onPointerEnter: (e: React.PointerEvent<HTMLElement>) => {
      const el = e.currentTarget;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => place(el, label), DELAY_MS);
    },
    onPointerLeave: hide,
    onFocus: (e: React.FocusEvent<HTMLElement>) => place(e.currentTarget, label),
    onBlur: hide,
  });

  const element = tip ? (
    <span
      id={id}
      role="tooltip"
      style={{
        position: "fixed",
        left: tip.x,
        top: tip.y,
        transform: tip.side === "right" ? "translateY(-50%)" : "translate(-50%, -100%)",
      }}
      className="pointer-events-none z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow"
    >
      {tip.label}
    </span>
  ) : null;

  return { props, element };
}
