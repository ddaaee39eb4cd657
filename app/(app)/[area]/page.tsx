import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/server/db";
import { areaConfig } from "@/server/dashboard/areas";
import { isKnownArea, requireArea } from "@/server/shell/current-shell";
import { AreaDashboard } from "@/components/dashboard/area-dashboard";
import type { MenuNode } from "@/lib/menu-tree";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ area: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { area } = await params;
  return {
    title: areaConfig(area)?.title ?? area.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase()),
  };
}

/** Landing page of a functional area (SPEC §2): one page, configured per area in server/dashboard/areas.ts. */
export default async function AreaPage({ params }: Props) {
  const { area } = await params;
  const config = areaConfig(area);
  if (!config && !(await isKnownArea(area))) notFound();
  const shell = await requireArea(`/${area}`);
  const root = shell.menus.find((m) => m.url === `/${area}`);
  if (!config && !root) notFound();
  const stats = config ? await config.stats(getDb(), shell.user) : [];
  // A work-menu root has no menus of its own: its config lists the screens it leads to.
  const sections: MenuNode[] = root?.children.length
    ? root.children
    : (config?.entries ?? []).map((e) => ({
        id: `${area}:${e.name}`,
        name: e.name,
        url: e.url,
        icon: e.icon,
        children: [],
      }));
  return (
    <AreaDashboard
      title={root?.name ?? config?.title ?? area}
      description={config?.description ?? ""}
      stats={stats}
      sections={sections}
    />
  );
}
