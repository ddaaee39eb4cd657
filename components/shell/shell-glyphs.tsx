// The shell's own glyphs (chevrons, the menu and close buttons, the bell, ...), rendered by the
// server (app/(app)/layout.tsx) like the menu icons, so the shell's client code carries no icon
// set: a client part places one with <ShellGlyph name="..." /> (shell-icon.tsx).
import type * as React from "react";
import {
  Bell,
  ChevronDown,
  ChevronRight,
  Home,
  LayoutGrid,
  Menu,
  Search,
  User,
  X,
} from "lucide-react";
import type { ShellGlyphName } from "./shell-icon";

export function shellGlyphs(): Record<ShellGlyphName, React.ReactNode> {
  return {
    bell: <Bell aria-hidden />,
    "chevron-down": <ChevronDown aria-hidden />,
    "chevron-right": <ChevronRight aria-hidden />,
    home: <Home aria-hidden />,
    grid: <LayoutGrid aria-hidden />,
    menu: <Menu aria-hidden />,
    search: <Search aria-hidden />,
    user: <User aria-hidden />,
    close: <X aria-hidden />,
  };
}
