// GET qr-code-generations/{id}/-actions/export: every code of one generation as CSV (UTF-8 BOM,
// CRLF), for the printing house or a label printer. The caller has already been checked to see
// the generation.
import type { Db } from "@/server/prisma-client";
import { neutraliseFormula } from "@/server/exports/cell";

function cell(v: string): string {
  const safe = neutraliseFormula(v);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportQrCodes(
  db: Db,
  generationId: string,
): Promise<{ csv: string; name: string }> {
  const gen = await db.qrCodeGeneration.findUniqueOrThrow({
    where: { id: generationId },
    select: { code: true, createdAt: true, product: { select: { code: true, name: true } } },
  });
  const codes = await db.qrCode.findMany({
    where: { qrCodeGenerationId: generationId },
    orderBy: { id: "asc" },
    select: { code: true, scannedAt: true },
  });
  const lines = ["no,kode_qr,kode_barang,nama_barang,kode_generate,tanggal_generate,dipindai"];
  const date = gen.createdAt.toISOString();
  codes.forEach((c, i) => {
    lines.push(
      [
        String(i + 1),
        c.code,
        gen.product.code,
        gen.product.name,
        gen.code,
        date,
        c.scannedAt ? c.scannedAt.toISOString() : "",
      ]
        .map(cell)
        .join(","),
    );
  });
  return { csv: `${lines.join("\r\n")}\r\n`, name: `qr-${gen.code}.csv` };
}
