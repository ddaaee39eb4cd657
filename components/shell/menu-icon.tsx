// Icons by the names the menu table stores (prisma/seed/data/menus.ts MENU_ICONS, lucide's
// names), drawn by the server as plain SVG (svg-icon.tsx); an unknown name draws a circle.
import { SvgIcon } from "./svg-icon";

export function MenuIcon({ name, className }: { name: string | null; className?: string }) {
  return <SvgIcon name={name ?? "Circle"} className={className} />;
}
