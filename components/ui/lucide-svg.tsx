// The <svg> frame lucide draws every icon in (24 x 24, 2px round strokes in currentColor),
// decorative: the glyphs drawn inline (glyph.tsx, the date input's calendar) and the shell's
// server-drawn icons (components/shell/svg-icon.tsx) put their paths in it, so none of them needs
// lucide-react's client runtime.
import type * as React from "react";

export function LucideSvg({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}
