// Input schemas of the lookup masters (server/master, server/access): named lookups (educations,
// professions), permissions (Hak Akses), banks, coded lookups (product categories, units) and
// expeditions with their service lines.
import { z } from "zod";
import { zDeletedAt, zMoney, zOptionalText, zText, zUuidRef } from "./fields";

// ---------------------------------------------------------------------------------------------
// Named lookups (educations, professions), permissions (Hak Akses) and banks: the create schemas
// the server resources validate with and the admin lookup screen validates its form with.

export const ZNamedLookupCreateInput = z
  .object({ name: zText(150), description: zOptionalText() })
  .strict();
export type TNamedLookupCreateInput = z.infer<typeof ZNamedLookupCreateInput>;

export const ZPermissionCreateInput = z
  .object({
    name: zText(150).regex(
      /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
      "Nama hak akses berbentuk resource.aksi, huruf kecil",
    ),
    description: zOptionalText(),
  })
  .strict();
export type TPermissionCreateInput = z.infer<typeof ZPermissionCreateInput>;

export const ZBankCreateInput = z
  .object({
    code: zText(32),
    name: zText(150),
    description: zOptionalText(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict();
export type TBankCreateInput = z.infer<typeof ZBankCreateInput>;

// ---------------------------------------------------------------------------------------------
// Coded lookups: product categories, units, expeditions

export const ZCodedLookupCreateInput = z
  .object({ code: zText(32), name: zText(150), description: zOptionalText() })
  .strict();
export type TCodedLookupCreateInput = z.infer<typeof ZCodedLookupCreateInput>;

export const ZCodedLookupUpdateInput = z
  .object({
    code: zText(32).optional(),
    name: zText(150).optional(),
    description: zOptionalText(),
    deletedAt: zDeletedAt,
  })
  .strict();
export type TCodedLookupUpdateInput = z.infer<typeof ZCodedLookupUpdateInput>;

const expeditionFields = {
  code: zText(32),
  name: zText(150),
  phone: zOptionalText(32),
  address: zOptionalText(),
  description: zOptionalText(),
  is_active: z.boolean({ error: "Harus true atau false" }),
};

export const ZExpeditionCreateInput = z
  .object({
    ...expeditionFields,
    phone: expeditionFields.phone.optional(),
    address: expeditionFields.address.optional(),
    description: expeditionFields.description.optional(),
    is_active: expeditionFields.is_active.default(true),
  })
  .strict();
export type TExpeditionCreateInput = z.infer<typeof ZExpeditionCreateInput>;

export const ZExpeditionUpdateInput = z
  .object({
    code: expeditionFields.code.optional(),
    name: expeditionFields.name.optional(),
    phone: expeditionFields.phone.optional(),
    address: expeditionFields.address.optional(),
    description: expeditionFields.description.optional(),
    is_active: expeditionFields.is_active.optional(),
    deletedAt: zDeletedAt,
  })
  .strict();
export type TExpeditionUpdateInput = z.infer<typeof ZExpeditionUpdateInput>;

/** A service line of an expedition: name (e.g. REG), optional destination city, tariff per kg. */
const zCityRef = () =>
  z
    .string({ error: "Kota tidak valid" })
    .regex(/^\d{2}\.\d{2}$/, "Kota tidak valid")
    .nullish();
const zEstimatedDays = () =>
  z
    .number({ error: "Harus angka" })
    .int("Harus bilangan bulat")
    .min(0, "Tidak boleh negatif")
    .max(365, "Maksimal 365 hari")
    .nullish();

export const ZExpeditionDetailCreateInput = z
  .object({
    expedition: zUuidRef("Ekspedisi"),
    name: zText(150),
    city: zCityRef(),
    price_per_kg: zMoney(),
    estimated_days: zEstimatedDays(),
    description: zOptionalText(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict();
export type TExpeditionDetailCreateInput = z.infer<typeof ZExpeditionDetailCreateInput>;

export const ZExpeditionDetailUpdateInput = z
  .object({
    name: zText(150).optional(),
    city: zCityRef(),
    price_per_kg: zMoney().optional(),
    estimated_days: zEstimatedDays(),
    description: zOptionalText(),
    is_active: z.boolean({ error: "Harus true atau false" }).optional(),
  })
  .strict();
