import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ShieldAlert } from "lucide-react";
import { auth } from "@/auth";
import { engine } from "@/server/api/registry";
import { loadActor } from "@/server/auth/actor";
import { getDb } from "@/server/db";
import { receiptTarget } from "@/server/stock/movements/receipt-target";
import { loginPathFor } from "@/lib/return-path";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Terima Pengiriman" };

type Props = { params: Promise<{ id: string }> };

/** The segment as typed; a malformed escape (`%E0`) is kept as is and then simply not found. */
function segment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * /terima/{id} (SPEC §2): receive an incoming shipment by its code (or id), e.g. from the QR on a
 * delivery note. Without a session it signs in first and comes back here (/login?next=...).
 * Then it opens the penerimaan detail of the movement for the user's office, whose "Terima
 * Barang" form records the receipt (server/stock/movements/receipt-target.ts). A movement the
 * user may not see is the 404 page; one their office sent but does not receive says so.
 */
export default async function ReceiveByCodePage({ params }: Props) {
  const ref = segment((await params).id);
  const session = await auth();
  const userId = session?.user?.id;
  if (!userId) redirect(loginPathFor(`/terima/${encodeURIComponent(ref)}`));
  const db = getDb();
  const actor = await loadActor(db, userId, "session");
  if (!actor) redirect(loginPathFor(`/terima/${encodeURIComponent(ref)}`));
  const target = await receiptTarget(db, engine, actor, ref);
  if (target.kind === "not-found") notFound();
  if (target.kind === "ok") redirect(target.path);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-6">
      <section
        aria-labelledby="terima-title"
        className="flex max-w-md flex-col items-center gap-4 rounded-xl border bg-card p-8 text-center"
      >
        <ShieldAlert className="size-10 text-red-600" aria-hidden="true" />
        <h1 id="terima-title" className="text-xl font-semibold">
          Pengiriman tidak dapat diterima
        </h1>
        <p className="text-sm text-muted-foreground">
          {target.kind === "not-receiver"
            ? `Pengiriman ${target.code} tidak ditujukan ke kantor Anda. Penerimaan dicatat oleh kantor tujuan.`
            : `Pengiriman ${target.code} tidak memiliki layar penerimaan untuk kantor Anda.`}
        </p>
        <Link
          href="/"
          className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
        >
          Kembali ke Home
        </Link>
      </section>
    </main>
  );
}
