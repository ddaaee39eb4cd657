import Link from "next/link";
// Menu links are not prefetched (prefetch={false}): every link in view made the browser ask the
// server to render that route, 30-70 renders per page load on a 2-core server, just when the page
// itself asked for its data (docs/browser-performance.md "Menu links are not prefetched").
import type { Stat } from "@/lib/dashboard";
import type { MenuNode } from "@/lib/menu-tree";
import { formatNumber, formatRupiah } from "@/lib/format";
import { MenuIcon } from "@/components/shell/menu-icon";

/** An area's landing page: its figures and shortcuts to its sections. */
export function AreaDashboard({
  title,
  description,
  stats,
  sections,
}: {
  title: string;
  description: string;
  stats: Stat[];
  sections: MenuNode[];
}) {
  // A leaf without a URL is a screen of a later release (a work menu's entry): shown, not linked.
  const links = sections.flatMap((s) => (s.children.length ? s.children : [s]));
  return (
    <div className="flex flex-col gap-6 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      <section aria-label="Ringkasan">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="rounded-xl border bg-card p-4 shadow-sm">
              <dt className="text-sm text-muted-foreground">{s.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums">
                {s.format === "rupiah" ? formatRupiah(s.value) : formatNumber(s.value)}
              </dd>
              {s.hint ? <dd className="mt-1 text-xs text-muted-foreground">{s.hint}</dd> : null}
            </div>
          ))}
        </dl>
      </section>
      {links.length ? (
        <section aria-labelledby="area-sections">
          <h2
            id="area-sections"
            className="mb-2 text-sm font-semibold text-muted-foreground uppercase"
          >
            Menu
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {links.map((n) => (
              <li key={n.id}>
                {n.url ? (
                  <Link
                    prefetch={false}
                    href={n.url}
                    className="flex items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm hover:border-primary hover:text-primary"
                  >
                    <MenuIcon name={n.icon} className="size-4 text-muted-foreground" />
                    {n.name}
                  </Link>
                ) : (
                  <span
                    aria-disabled="true"
                    className="flex items-center gap-2 rounded-lg border border-dashed bg-card px-3 py-2 text-sm text-muted-foreground"
                  >
                    <MenuIcon name={n.icon} className="size-4" />
                    {n.name}
                    <span className="ml-auto text-xs">Segera hadir</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
