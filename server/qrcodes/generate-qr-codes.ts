// POST qr-code-generations (/admin/qrcode/generate): one generation row and `quantity` unique
// QR codes for a product, all in one transaction; the codes go in by multi-row INSERTs of
// CHUNK rows, each one INSERT … SELECT FROM unnest(ids, codes) with two array parameters (far
// cheaper than one bind parameter per column and row), so 10 000 codes are 2 statements. Who generated it is kept in
// document_status_histories (documentType qr-code-generations, toStatus generated).
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { requirePusatWith } from "@/server/master/access";
import { ZGenerateQrCodesInput, type TGenerateQrCodesInput } from "@/lib/schemas/qrcodes";
import { generationCode, randomQrCodes, uuidv7 } from "./codes";
import { recordStatusChange } from "@/server/history/document-history";

const CHUNK = 5000;

export async function generateQrCodes(
  db: Db,
  raw: TGenerateQrCodesInput,
  actor: Actor,
): Promise<string> {
  requirePusatWith(actor, "product-qrcodes.create");
  const input = ZGenerateQrCodesInput.parse(raw);
  const product = await db.product.findFirst({
    where: { id: input.product, deletedAt: null },
    select: { id: true },
  });
  if (!product)
    throw AppError.validation([
      { detail: "Barang tidak ditemukan", source: { pointer: "/data/relationships/product" } },
    ]);
  const codes = randomQrCodes(input.quantity);
  return db.$transaction(
    async (tx) => {
      const generation = await tx.qrCodeGeneration.create({
        data: {
          code: generationCode(),
          productId: product.id,
          quantity: input.quantity,
          description: input.description ?? null,
        },
        select: { id: true },
      });
      for (let i = 0; i < codes.length; i += CHUNK) {
        const part = codes.slice(i, i + CHUNK);
        const ids = part.map(() => uuidv7());
        await tx.$executeRaw`
          INSERT INTO qr_codes (id, qr_code_generation_id, product_id, code, created_at, updated_at)
          SELECT t.id, ${generation.id}::uuid, ${product.id}::uuid, t.code, now(), now()
            FROM unnest(${ids}::uuid[], ${part}::text[]) AS t(id, code)`;
      }
      await recordStatusChange(tx, "qr-code-generations", generation.id, {
        from: null,
        to: "generated",
        action: "create",
        userId: actor.userId,
        note: `${input.quantity} QR code`,
      });
      return generation.id;
    },
    { timeout: 60_000 },
  );
}
