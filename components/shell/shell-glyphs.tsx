// The shell's own glyphs (chevrons, the menu and close buttons, the bell, ...), rendered by the
// server (app/(app)/layout.tsx) like the menu icons, so the shell's client code carries no icon
// set: a client part places one with <ShellGlyph name="..." /> (shell-icon.tsx). Drawn as plain
// SVG (svg-icon.tsx); their names are in scripts/generate-icon-data.mjs SHELL_ICONS.
import type * as React from "react";
import type { ShellGlyphName } from "./shell-icon";
import { SvgIcon } from "./svg-icon";

export function shellGlyphs(): Record<ShellGlyphName, React.ReactNode> {
  return {
    bell: <SvgIcon name="Bell" />,
    "chevron-down": <SvgIcon name="ChevronDown" />,
    "chevron-right": <SvgIcon name="ChevronRight" />,
    home: <SvgIcon name="Home" />,
    grid: <SvgIcon name="LayoutGrid" />,
    menu: <SvgIcon name="Menu" />,
    search: <SvgIcon name="Search" />,
    user: <SvgIcon name="User" />,
    close: <SvgIcon name="X" />,
  };
}
