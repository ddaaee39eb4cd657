// The product a new Mitra Usaha must buy (SPEC §7 get-/update-required-product-to-create-member):
// one row of `setups` under the key `required_product_to_create_member` whose value is the product
// uuid (docs/data-model.md). Every signed-in user may read it (registrars need it when they
// register a member); head office staff with setups.update change it. `null` clears it.
import type { Db } from "@/server/prisma-client";
import { z } from "zod";
import { hasPermission, isPusat, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";
import { invalidAt } from "./checks";

export const REQUIRED_PRODUCT_KEY = "required_product_to_create_member";

export const ZRequiredProductInput = z
  .object({
    product_uuid: z
      .string({ error: "product_uuid harus berupa id barang atau null" })
      .regex(UUID_RE, "product_uuid harus berupa id barang yang valid")
      .nullable(),
  })
  .strict();

export interface RequiredProduct {
  setupId: string | null;
  product: { id: string; code: string; name: string } | null;
  updatedAt: Date | null;
}

export async function getRequiredProductToCreateMember(db: Db): Promise<RequiredProduct> {
  const setup = await db.setup.findUnique({ where: { setupKey: REQUIRED_PRODUCT_KEY } });
  if (!setup) return { setupId: null, product: null, updatedAt: null };
  const product = UUID_RE.test(setup.value)
    ? await db.product.findFirst({
        where: { id: setup.value, deletedAt: null },
        select: { id: true, code: true, name: true },
      })
    : null;
  return { setupId: setup.id, product, updatedAt: setup.updatedAt };
}

export async function updateRequiredProductToCreateMember(
  db: Db,
  input: { product_uuid: string | null },
  actor: Actor,
): Promise<void> {
  if (!isPusat(actor) || !hasPermission(actor, "setups.update")) throw AppError.forbidden();
  const parsed = ZRequiredProductInput.safeParse(input);
  if (!parsed.success)
    throw invalidAt(
      "/data/attributes/product_uuid",
      parsed.error.issues[0]?.message ?? "product_uuid tidak valid",
    );
  const productId = parsed.data.product_uuid;
  if (productId) {
    const product = await db.product.findFirst({
      where: { id: productId, deletedAt: null },
      select: { id: true },
    });
    if (!product) throw invalidAt("/data/attributes/product_uuid", "Barang tidak ditemukan");
  }
  await db.setup.upsert({
    where: { setupKey: REQUIRED_PRODUCT_KEY },
    update: { value: productId ?? "" },
    create: {
      setupKey: REQUIRED_PRODUCT_KEY,
      value: productId ?? "",
      group: "mitra",
      description: "Barang yang wajib dibeli saat pendaftaran Mitra Usaha",
    },
  });
}
