"use client";

// A menu icon inside a client component of the shell: the server rendered the icons by name
// (menu-icon.tsx via app/(app)/layout.tsx); this places one at the size and colour `className`
// gives (the svg fills the box and draws in currentColor). ShellGlyph does the same for the
// shell's own glyphs (shell-glyphs.tsx).
import { FALLBACK_ICON } from "./icon-keys";
import { useShell } from "./session-provider";

/** The shell's own glyphs, rendered by the server (shell-glyphs.tsx). */
export type ShellGlyphName =
  | "bell"
  | "chevron-down"
  | "chevron-right"
  | "home"
  | "grid"
  | "menu"
  | "search"
  | "user"
  | "close";

const boxClass = (className: string | undefined) =>
  `inline-flex shrink-0 [&>svg]:size-full${className ? ` ${className}` : ""}`;

export function ShellIcon({ name, className }: { name: string | null; className?: string }) {
  const { icons } = useShell();
  return (
    <span aria-hidden="true" className={boxClass(className)}>
      {(name ? icons[name] : undefined) ?? icons[FALLBACK_ICON]}
    </span>
  );
}

export function ShellGlyph({ name, className }: { name: ShellGlyphName; className?: string }) {
  const { glyphs } = useShell();
  return (
    <span aria-hidden="true" className={boxClass(className)}>
      {glyphs[name]}
    </span>
  );
}
