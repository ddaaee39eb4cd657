// POST/PATCH addresses (SPEC §7 "POST/PATCH addresses"): an office's address with its cascading
// region (province > city > district > village, the member form's chain) and postal code.
import { z } from "zod";
import { zOptionalText, zUuidRef } from "./master";

const zRegionId = (label: string) =>
  z
    .string({ error: `${label} tidak valid` })
    .trim()
    .regex(/^[0-9.]{2,16}$/, `${label} tidak valid`);

const fields = {
  address: zOptionalText(500),
  province_id: zRegionId("Provinsi"),
  city_id: zRegionId("Kabupaten/kota"),
  district_id: zRegionId("Kecamatan"),
  village_id: zRegionId("Desa/kelurahan"),
  postal_code: z
    .string({ error: "Kode pos harus 5 angka" })
    .trim()
    .regex(/^\d{5}$/, "Kode pos harus 5 angka")
    .nullish(),
  is_primary: z.boolean({ error: "Harus true atau false" }).optional(),
};

export const ZAddressCreateInput = z.object({ office: zUuidRef("Kantor"), ...fields }).strict();
export type TAddressCreateInput = z.infer<typeof ZAddressCreateInput>;

/** The office of an address does not change; the region ids change together (all four or none). */
export const ZAddressUpdateInput = z
  .object({
    address: fields.address,
    province_id: fields.province_id.optional(),
    city_id: fields.city_id.optional(),
    district_id: fields.district_id.optional(),
    village_id: fields.village_id.optional(),
    postal_code: fields.postal_code,
    is_primary: fields.is_primary,
  })
  .strict();
export type TAddressUpdateInput = z.infer<typeof ZAddressUpdateInput>;
