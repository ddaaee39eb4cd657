"use client";

// Home (SPEC §1, §2): one tile per top-level menu (Admin hidden), the stockist quick access, the
// closing-of-books countdown banner and the current-period banner.
import * as React from "react";
import Link from "next/link";
// Menu links are not prefetched (prefetch={false}): every link in view made the browser ask the
// server to render that route, 30-70 renders per page load on a 2-core server, just when the page
// itself asked for its data (docs/browser-performance.md "Menu links are not prefetched").
import { CalendarRange, Clock } from "lucide-react";
import { useHoverTip } from "@/components/shell/hover-tip";
import { useShell } from "@/components/shell/session-provider";
import { ShellIcon } from "@/components/shell/shell-icon";
import { AREA_LABEL, OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import { formatRupiah } from "@/lib/format";
import { formatCountdown, quickAccessFor } from "@/lib/home";
// clsx, not cn(): the classes never conflict, and the shell stays free of tailwind-merge.
import { clsx } from "clsx";

export function HomeTiles() {
  const { user, menus, settings } = useShell();
  const tiles = menus.filter((m) => m.url && !/^admin$/i.test(m.name) && m.url !== "/admin");
  const quick = quickAccessFor(user.officeCategoryId, user.officeCode, user.isBonusPeriod);
  const showArea =
    user.officeCategoryId !== OFFICE_CATEGORY_IDS.SUPPLIER && user.officeAreaCode !== null;
  const tip = useHoverTip("top");

  return (
    <div className="flex flex-col gap-6 pt-4">
      <ClosingBanner at={settings.closingOfBooksAt} closingPeriod={settings.closingPeriod} />
      {user.currentPeriod ? (
        <div
          className="flex items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
          data-testid="period-banner"
        >
          <CalendarRange className="size-5 shrink-0" />
          <span>
            Periode berjalan: <strong>{user.currentPeriod.name}</strong> (
            {user.currentPeriod.start_date} s/d {user.currentPeriod.end_date})
          </span>
        </div>
      ) : null}

      <section className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Selamat datang, {user.name}</h1>
        <p className="text-sm text-muted-foreground">
          {user.officeName ? `${user.officeName} (${user.officeCode})` : user.email}
          {showArea
            ? ` · Wilayah harga ${AREA_LABEL[user.officeAreaCode ?? 0] ?? user.officeAreaCode}`
            : ""}
        </p>
      </section>

      {quick.length ? (
        <section aria-labelledby="quick-access">
          <h2
            id="quick-access"
            className="mb-2 text-sm font-semibold text-muted-foreground uppercase"
          >
            Akses Cepat
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {quick.map((q) => (
              <li key={q.label}>
                {q.disabledReason ? (
                  <span
                    tabIndex={0}
                    aria-disabled="true"
                    className="flex cursor-not-allowed items-center gap-2 rounded-lg border bg-muted p-3 text-sm font-medium text-muted-foreground"
                    {...tip.props(q.disabledReason)}
                  >
                    <ShellIcon name={q.icon} className="size-5" />
                    {q.label}
                  </span>
                ) : (
                  <Link
                    prefetch={false}
                    href={q.url}
                    className="flex items-center gap-2 rounded-lg border bg-card p-3 text-sm font-medium hover:border-primary hover:text-primary"
                  >
                    <ShellIcon name={q.icon} className="size-5 text-primary" />
                    {q.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {tip.element}
        </section>
      ) : null}

      <section aria-labelledby="menu-tiles">
        <h2 id="menu-tiles" className="sr-only">
          Menu
        </h2>
        {tiles.length ? (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {tiles.map((m) => (
              <li key={m.id}>
                <Link
                  prefetch={false}
                  href={m.url ?? "/"}
                  aria-label={m.name}
                  aria-describedby={m.url === "/komisi-bulanan" ? "commission" : undefined}
                  className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:shadow"
                >
                  <span className="grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
                    <ShellIcon name={m.icon} className="size-6" />
                  </span>
                  <span className="font-semibold">{m.name}</span>
                  {m.url === "/komisi-bulanan" ? (
                    <span
                      id="commission"
                      className="text-sm text-muted-foreground"
                      data-testid="commission"
                    >
                      Komisi: {formatRupiah(user.currentOfficeCommission)}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">
            Belum ada menu untuk role Anda. Hubungi admin pusat.
          </p>
        )}
      </section>
    </div>
  );
}

function subscribeClock(onTick: () => void): () => void {
  const t = window.setInterval(onTick, 1000);
  return () => window.clearInterval(t);
}

/** The current time, ticking every second (null while rendering on the server). */
function useNow(): number | null {
  const seconds = React.useSyncExternalStore(
    subscribeClock,
    () => Math.floor(Date.now() / 1000),
    () => null,
  );
  return seconds === null ? null : seconds * 1000;
}

function ClosingBanner({ at, closingPeriod }: { at: string | null; closingPeriod: string | null }) {
  const target = at ? Date.parse(at) : Number.NaN;
  const now = useNow();
  if (closingPeriod)
    return (
      <div
        className="flex items-center gap-3 rounded-lg border border-yellow-200 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
        data-testid="closing-banner"
      >
        <Clock className="size-5 shrink-0" />
        <span>
          Tutup buku periode <strong>{closingPeriod}</strong> sedang diproses.
        </span>
      </div>
    );
  if (Number.isNaN(target)) return null;
  const ended = now !== null && now >= target;
  return (
    <div
      className={clsx(
        "flex items-center gap-3 rounded-lg border px-4 py-3 text-sm",
        ended
          ? "border-gray-200 bg-gray-50 text-gray-700"
          : "border-yellow-200 bg-yellow-50 text-yellow-900",
      )}
      data-testid="closing-banner"
    >
      <Clock className="size-5 shrink-0" />
      {now === null ? (
        <span>Tutup buku</span>
      ) : ended ? (
        <span>Masa tutup buku telah berakhir.</span>
      ) : (
        <span>
          Tutup buku akan berakhir dalam{" "}
          <strong className="tabular-nums">{formatCountdown(target - now)}</strong>
        </span>
      )}
    </div>
  );
}
