"use client";

// A menu icon inside a client component of the shell: the server rendered the icons by name
// (menu-icon.tsx via app/(app)/layout.tsx); this places one at the size and colour `className`
// gives (the svg fills the box and draws in currentColor).
import { useShell } from "./session-provider";

/** Key of the fallback icon in the shell's icon map (an unknown or missing name). */
export const FALLBACK_ICON = "";

export function ShellIcon({ name, className }: { name: string | null; className?: string }) {
  const { icons } = useShell();
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 [&>svg]:size-full${className ? ` ${className}` : ""}`}
    >
      {(name ? icons[name] : undefined) ?? icons[FALLBACK_ICON]}
    </span>
  );
}
