// Input schemas of the products (barang) use cases and the Barang form (server/products): the
// product, its prices and limits, and the product with its price grid and limits in one write.
import { z } from "zod";
import { COUNT, MONEY } from "../bounds";
import {
  zCode,
  zCount,
  zDeletedAt,
  zMoney,
  zNumberText,
  zOptionalText,
  zRequiredNumberText,
  zText,
  zUuidRef,
} from "./fields";
import { REQUIRED } from "./master-rules";

const productFields = {
  code: zCode(),
  name: zText(255),
  description: zOptionalText(),
  weight: zCount(),
  point: zMoney(),
  bonus_value: zMoney(),
  purchase_price: zMoney(),
  is_active: z.boolean({ error: "Harus true atau false" }),
  is_promo: z.boolean({ error: "Harus true atau false" }),
  has_batch: z.boolean({ error: "Harus true atau false" }),
  qr_code: zOptionalText(128),
  barcode: zOptionalText(128),
  "product-category": zUuidRef("Kelompok barang"),
  unit: zUuidRef("Satuan"),
  office: zUuidRef("Kantor").nullable(),
};

export const ZProductCreateInput = z
  .object({
    ...productFields,
    description: productFields.description.optional(),
    weight: productFields.weight.default(0),
    point: productFields.point.default(0),
    bonus_value: productFields.bonus_value.default(0),
    purchase_price: productFields.purchase_price.default(0),
    is_active: productFields.is_active.default(true),
    is_promo: productFields.is_promo.default(false),
    has_batch: productFields.has_batch.default(false),
    qr_code: productFields.qr_code.optional(),
    barcode: productFields.barcode.optional(),
    office: productFields.office.optional(),
  })
  .strict();
export type TProductCreateInput = z.infer<typeof ZProductCreateInput>;

export const ZProductUpdateInput = z
  .object(productFields)
  .partial()
  .extend({ deletedAt: zDeletedAt })
  .strict();
export type TProductUpdateInput = z.infer<typeof ZProductUpdateInput>;

export const ZProductPriceCreateInput = z
  .object({
    price: zMoney(),
    retail_price: zMoney().nullish(),
    valid_from: z.iso
      .datetime({ offset: true, error: "Tanggal tidak valid (ISO 8601)" })
      .optional(),
    product: zUuidRef("Barang"),
    area: z
      .union([z.number(), z.string()], { error: REQUIRED })
      .transform((v) => Number(v))
      .pipe(
        z
          .number()
          .int("Area harus angka 0-4")
          .min(0, "Area harus angka 0-4")
          .max(4, "Area harus angka 0-4"),
      ),
    "buyer-type": zUuidRef("Tipe pembeli"),
  })
  .strict();
export type TProductPriceCreateInput = z.infer<typeof ZProductPriceCreateInput>;

export const ZProductLimitCreateInput = z
  .object({
    min_quantity: zCount().default(0),
    max_quantity: zCount().nullish(),
    /** Most one buyer may order in one accounting period (docs/orders.md); null = no limit. */
    period_max_quantity: zCount().nullish(),
    is_active: z.boolean({ error: "Harus true atau false" }).default(true),
    description: zOptionalText(),
    product: zUuidRef("Barang"),
    "office-category": z
      .union([z.number(), z.string()], { error: "Kategori kantor tidak valid" })
      .transform((v) => Number(v))
      .pipe(
        z
          .number()
          .int()
          .min(1, "Kategori kantor tidak valid")
          .max(6, "Kategori kantor tidak valid"),
      )
      .nullish(),
    office: zUuidRef("Kantor").nullish(),
  })
  .strict()
  .refine(
    (v) =>
      v.max_quantity === null || v.max_quantity === undefined || v.max_quantity >= v.min_quantity,
    {
      path: ["max_quantity"],
      message: "Jumlah maksimal tidak boleh kurang dari jumlah minimal",
    },
  );
export type TProductLimitCreateInput = z.infer<typeof ZProductLimitCreateInput>;

export const ZProductLimitUpdateInput = z
  .object({
    min_quantity: zCount().optional(),
    max_quantity: zCount().nullable().optional(),
    period_max_quantity: zCount().nullable().optional(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
    description: zOptionalText(),
  })
  .strict();
export type TProductLimitUpdateInput = z.infer<typeof ZProductLimitUpdateInput>;

// Product with its price grid and limits in one write (POST/PATCH products, the Barang form).
// `prices` and `limits` are write-only attributes of `products`: the use case stores them in the
// same transaction as the product (docs/api-master.md "Product form writes").

const zAreaId = () =>
  z
    .union([z.number(), z.string()], { error: "Area harus angka 0-4" })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int("Area harus angka 0-4")
        .min(0, "Area harus angka 0-4")
        .max(4, "Area harus angka 0-4"),
    );

const zOfficeCategoryId = () =>
  z
    .union([z.number(), z.string()], { error: "Kategori kantor tidak valid" })
    .transform((v) => Number(v))
    .pipe(
      z
        .number()
        .int("Kategori kantor tidak valid")
        .min(1, "Kategori kantor tidak valid")
        .max(6, "Kategori kantor tidak valid"),
    );

/** One cell of the price grid: the price in force for (area, buyer type) from now on. */
export const ZProductPriceCell = z
  .object({
    area_id: zAreaId(),
    buyer_type_id: zUuidRef("Tipe pembeli"),
    price: zMoney(),
    retail_price: zMoney().nullish(),
  })
  .strict();
export type TProductPriceCell = z.infer<typeof ZProductPriceCell>;

export const PRICE_CELL_TWICE = "Harga untuk wilayah dan tipe pembeli ini diisi dua kali";
export const LIMIT_MAX_BELOW_MIN = "Jumlah maksimal tidak boleh kurang dari jumlah minimal";

/** One order limit row; `id` names an existing limit of the product (update), else a new one. */
export const ZProductLimitRow = z
  .object({
    id: zUuidRef("Batas pembelian").optional(),
    office_category_id: zOfficeCategoryId().nullish(),
    office_id: zUuidRef("Kantor").nullish(),
    min_quantity: zCount().default(0),
    max_quantity: zCount().nullish(),
    /** Most one buyer may order in one accounting period (docs/orders.md); null = no limit. */
    period_max_quantity: zCount().nullish(),
    is_active: z.boolean({ error: "Harus true atau false" }).default(true),
    description: zOptionalText(),
  })
  .strict()
  .refine(
    (v) =>
      v.max_quantity === null || v.max_quantity === undefined || v.max_quantity >= v.min_quantity,
    { path: ["max_quantity"], message: LIMIT_MAX_BELOW_MIN },
  );
export type TProductLimitRow = z.infer<typeof ZProductLimitRow>;

function uniquePriceCells(
  cells: { area_id: number; buyer_type_id: string }[] | undefined,
  ctx: z.RefinementCtx,
): void {
  const seen = new Set<string>();
  (cells ?? []).forEach((c, i) => {
    const key = `${c.area_id}:${c.buyer_type_id.toLowerCase()}`;
    if (seen.has(key))
      ctx.addIssue({ code: "custom", path: ["prices", i], message: PRICE_CELL_TWICE });
    seen.add(key);
  });
}

const productWrites = {
  prices: z.array(ZProductPriceCell, { error: "prices harus berupa array" }).max(100).optional(),
  limits: z.array(ZProductLimitRow, { error: "limits harus berupa array" }).max(50).optional(),
};

export const ZProductSaveCreateInput = ZProductCreateInput.extend(productWrites).superRefine(
  (v, ctx) => uniquePriceCells(v.prices, ctx),
);
export type TProductSaveCreateInput = z.infer<typeof ZProductSaveCreateInput>;

/** PATCH: `prices` adds a row only where a cell differs; `limits` replaces the product's set. */
export const ZProductSaveUpdateInput = ZProductUpdateInput.extend(productWrites).superRefine(
  (v, ctx) => uniquePriceCells(v.prices, ctx),
);
export type TProductSaveUpdateInput = z.infer<typeof ZProductSaveUpdateInput>;

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

/**
 * The Barang form (/admin/master/barang/tambah-barang and /{id}): the product fields with the
 * server's rules, a price grid whose empty cells are left out when sending, and limit rows.
 */
export const ZProductForm = z.object({
  code: productFields.code,
  name: productFields.name,
  description: productFields.description,
  weight: zRequiredNumberText(COUNT),
  point: zRequiredNumberText(MONEY),
  bonus_value: zRequiredNumberText(MONEY),
  purchase_price: zRequiredNumberText(MONEY),
  is_active: productFields.is_active,
  is_promo: productFields.is_promo,
  has_batch: productFields.has_batch,
  qr_code: productFields.qr_code,
  barcode: productFields.barcode,
  "product-category": z.preprocess(blankToUndefined, productFields["product-category"]),
  unit: z.preprocess(blankToUndefined, productFields.unit),
  office: productFields.office,
  prices: z.array(
    z.object({
      area_id: z.number().int().min(0).max(4),
      buyer_type_id: z.string(),
      price: zNumberText(MONEY),
      retail_price: zNumberText(MONEY),
    }),
  ),
  limits: z.array(
    z
      .object({
        id: z.string().optional(),
        office_category_id: z.preprocess(
          (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
          z.number().int().min(1).max(6).nullable(),
        ),
        office_id: z.string().nullable(),
        office_label: z.string().nullable(),
        min_quantity: zRequiredNumberText(COUNT),
        max_quantity: zNumberText(COUNT),
        is_active: z.boolean(),
      })
      .refine((v) => v.max_quantity === null || v.max_quantity >= v.min_quantity, {
        path: ["max_quantity"],
        message: LIMIT_MAX_BELOW_MIN,
      }),
  ),
});
export type TProductFormInput = z.input<typeof ZProductForm>;
export type TProductForm = z.output<typeof ZProductForm>;
