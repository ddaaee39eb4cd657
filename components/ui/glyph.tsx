// Lucide icons drawn inline, for a form's first view that has no other lucide icon: lucide's icon
// runtime is ~0.5-1 KB gzip of first load for two or three icons (docs/browser-performance.md).
// The paths are lucide's (ISC); a glyph is decorative, its button or link names the action.
import { LucideSvg } from "./lucide-svg";

/** The path data of the glyphs used (lucide: plus, trash-2, scan-line, send). */
export const GLYPH = {
  plus: "M5 12h14M12 5v14",
  trash:
    "M10 11v6M14 11v6M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2",
  scanLine:
    "M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 12h10",
  send: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11zM21.854 2.147l-10.94 10.939",
} as const;

export function Glyph({ d, className = "size-4" }: { d: string; className?: string }) {
  return (
    <LucideSvg className={className}>
      <path d={d} />
    </LucideSvg>
  );
}
