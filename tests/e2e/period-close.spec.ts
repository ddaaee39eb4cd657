// Tutup Buku on the demo data in the browser (docs/period-close.md): Admin closes the current
// accounting period on /admin/setup/periode-tutup-buku/penjualan behind the code dialog, watches
// the steps' progress, sees 'Tutup buku berhasil' and the run in the history with its steps, and
// Home then shows the next period. The other specs rely on today's period being open, so the
// close is undone afterwards (the period open again, the next one and the close's rows removed).
import { expect, test, type Page, signInAs } from "./support";
import { connectTestDb } from "../support/db";
import { removeCloseOutputs } from "../support/close-cleanup";
import { jakartaToday } from "@/lib/business-date";
import { formatRupiah } from "@/lib/format";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test("Admin closes the current period, watches its progress, and Home shows the next one", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const db = connectTestDb();
  const today = jakartaToday();
  const current = await db.period.findFirstOrThrow({
    where: { status: "open", startDate: { lte: today }, endDate: { gte: today } },
  });
  const nextStart = new Date(current.endDate.getTime() + 86_400_000);
  const nextBefore = await db.period.findFirst({ where: { startDate: nextStart } });
  try {
    await signInAs(page, "admin@erp.test");
    await page.goto("/admin/setup/periode-tutup-buku/penjualan");
    const table = page.getByRole("table", { name: "Daftar Periode Penjualan" });
    await page.getByPlaceholder("Cari Periode").fill(current.name);
    await expect(table.getByRole("row", { name: new RegExp(current.name) })).toContainText(
      "Berjalan",
    );
    await table.getByRole("button", { name: `Tutup Buku ${current.name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Tutup Buku" });
    const yes = confirm.getByRole("button", { name: "Ya" });
    await expect(yes).toBeDisabled();
    await confirm.getByLabel("Kode konfirmasi").fill(current.name);
    await expect(yes).toBeEnabled();
    await yes.click();
    // The steps arrive over the realtime channel while the request runs.
    await expect(confirm.getByTestId("close-progress")).toBeVisible();
    await expect(toast(page, "Tutup buku berhasil")).toBeVisible({ timeout: 90_000 });
    await expect(table.getByRole("row", { name: new RegExp(current.name) })).toContainText(
      "Ditutup",
    );
    // The history lists the run, succeeded, with each step's duration.
    const run = page.getByTestId("close-run").filter({ hasText: current.name }).first();
    await expect(run).toContainText("Berhasil");
    await expect(run).toContainText("Menghitung total per kantor");
    await expect(run).toContainText("Menilai persediaan akhir periode");

    const next = await db.period.findFirstOrThrow({ where: { startDate: nextStart } });
    await page.goto("/");
    await expect(page.getByTestId("period-banner")).toContainText(next.name);

    // The GL report of the closed period (Kasir /kasir/laporan-gl): Kas from its first to its
    // last day, closing at the balance its journal lines give (summed here, apart from the
    // server), and the closing journal when the period had revenue or expense to close.
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const kas = await db.account.findFirstOrThrow({ where: { code: "1101" } });
    const sums = await db.journalEntry.aggregate({
      where: { accountId: kas.id, entryDate: { lte: current.endDate } },
      _sum: { debit: true, credit: true },
    });
    const kasClosing = (sums._sum.debit ?? 0n) - (sums._sum.credit ?? 0n);
    const closing = await db.journalEntry.findFirst({
      where: { periodId: current.id, description: `Jurnal penutup ${current.name}` },
    });
    await page.goto("/kasir/laporan-gl");
    await page.getByLabel("Dari").fill(day(current.startDate));
    await page.getByLabel("Sampai").fill(day(current.endDate));
    await expect(page.getByTestId("report-range")).toContainText(
      `Periode ${day(current.startDate)} s.d. ${day(current.endDate)}`,
    );
    await page.getByLabel("Akun").selectOption({ label: "1101 Kas" });
    await expect(page.getByTestId("total-closing_balance")).toHaveText(formatRupiah(kasClosing));
    if (closing) {
      await page.getByLabel("Akun").selectOption({ label: "3101 Laba Ditahan" });
      await expect(
        page.getByRole("table", { name: "Laporan GL" }).getByText(closing.journalNumber).first(),
      ).toBeVisible();
    }
  } finally {
    // Undo: today's period open again, without its close; the next one removed if it was new.
    await removeCloseOutputs(db, [current.id]);
    await db.period.update({
      where: { id: current.id },
      data: { status: "open", closedAt: null, closedById: null },
    });
    if (!nextBefore) await db.period.deleteMany({ where: { startDate: nextStart } });
    await db.$disconnect();
  }
});
