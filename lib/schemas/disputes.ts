// Input schemas of disputes (server/disputes, docs/money.md "Disputes"), shared by the dispute
// form and the API. Keys are the JSON:API names: attributes plus the relationships `order` and
// `stock-movement` (exactly one of them).
import { z } from "zod";
import { REQUIRED, UUID_RE, zText } from "./master";

export const DISPUTE_KINDS = ["wrong_amount", "goods_missing"] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export const DISPUTE_KIND_LABEL: Record<DisputeKind, string> = {
  wrong_amount: "Jumlah Tidak Sesuai",
  goods_missing: "Barang Kurang",
};

export const DISPUTE_STATUSES = ["open", "resolved", "rejected"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_STATUS_LABEL: Record<DisputeStatus, string> = {
  open: "Menunggu",
  resolved: "Selesai",
  rejected: "Ditolak",
};

/** Images per dispute and the size of one image. */
export const DISPUTE_MAX_IMAGES = 5;
export const DISPUTE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const DISPUTE_CREATED = "Dispute berhasil dikirim";
export const DISPUTE_RESOLVED = "Dispute berhasil diselesaikan";

const ref = z.string().regex(UUID_RE, "Id tidak valid").nullish();

export const ZCreateDisputeInput = z
  .object({
    kind: z.enum(DISPUTE_KINDS, { error: "Jenis dispute tidak dikenal" }),
    description: zText(2000),
    image_ids: z
      .array(z.string().regex(UUID_RE, "Id gambar tidak valid"), { error: "Harus berupa daftar" })
      .max(DISPUTE_MAX_IMAGES, `Maksimal ${DISPUTE_MAX_IMAGES} gambar`)
      .default([]),
    order: ref,
    "stock-movement": ref,
  })
  .strict();
export type TCreateDisputeInput = z.infer<typeof ZCreateDisputeInput>;

export const ZResolveDisputeInput = z
  .object({
    status: z.enum(["resolved", "rejected"], { error: "Status harus resolved atau rejected" }),
    resolution: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, "Alasan wajib diisi")
      .max(2000, "Maksimal 2000 karakter"),
  })
  .strict();
export type TResolveDisputeInput = z.infer<typeof ZResolveDisputeInput>;
