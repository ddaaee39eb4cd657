// Input schemas of disputes (server/disputes, docs/money.md "Disputes"), shared by the dispute
// form and the API. Keys are the JSON:API names: attributes plus the relationships `order` and
// `stock-movement` (exactly one of them).
import { z } from "zod";
import { REQUIRED, UUID_RE, zText } from "./master";
import { DISPUTE_KINDS, DISPUTE_MAX_IMAGES } from "@/lib/labels/disputes";

export {
  DISPUTE_KINDS,
  DISPUTE_KIND_LABEL,
  DISPUTE_STATUSES,
  DISPUTE_STATUS_LABEL,
  DISPUTE_MAX_IMAGES,
  DISPUTE_IMAGE_MAX_BYTES,
  DISPUTE_CREATED,
  DISPUTE_RESOLVED,
} from "@/lib/labels/disputes";
export type { DisputeKind, DisputeStatus } from "@/lib/labels/disputes";

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
