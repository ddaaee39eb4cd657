import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Construction } from "lucide-react";
import { currentShell, isKnownArea } from "@/server/shell/current-shell";
import { findMenuByUrl, rootForPath } from "@/lib/menu-tree";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ area: string; rest: string[] }> };

function pathOf(area: string, rest: string[]): string {
  return `/${[area, ...rest].map((s) => decodeURIComponent(s)).join("/")}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { area, rest } = await params;
  if (!(await isKnownArea(area))) return { title: "Halaman tidak ditemukan" };
  const shell = await currentShell();
  return {
    title: findMenuByUrl(shell.menus, pathOf(area, rest))?.name ?? "Halaman tidak ditemukan",
  };
}

/**
 * Screens of an area that are not built yet: a menu entry of the user's role leads here and says
 * so plainly. A path that is not in the user's menus is 404 (or / when the whole area is foreign).
 */
export default async function UpcomingScreen({ params }: Props) {
  const { area, rest } = await params;
  if (!(await isKnownArea(area))) notFound();
  const shell = await currentShell();
  const path = pathOf(area, rest);
  const root = rootForPath(shell.menus, `/${area}`);
  // An area of another office category or role: back to Home (SPEC §2 guard).
  if (!root) redirect("/");
  const node = findMenuByUrl(shell.menus, path);
  if (!node) notFound();
  return (
    <section className="mx-auto mt-8 flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center">
      <Construction className="size-10 text-yellow-600" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{node.name}</h1>
      <p className="text-sm text-muted-foreground">
        Layar ini belum tersedia di versi ini. Menu sudah disiapkan untuk role Anda; fiturnya
        menyusul pada rilis berikutnya.
      </p>
      <Link
        href={root.url ?? "/"}
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
      >
        Kembali ke {root.name}
      </Link>
    </section>
  );
}
