// Input schemas of customer service (server/customer-service, docs/customer-service.md), shared by
// its forms and its API. Keys are the JSON:API attribute names.
import { z } from "zod";
import { zOptionalText, zText } from "./fields";
import { REQUIRED, UUID_RE } from "./master-rules";
import {
  PATTERN_MAX_LENGTH,
  PATTERN_TOO_LONG,
  RATE_PER_MINUTE_MAX,
  regexProblem,
} from "@/lib/customer-service-rules";

export * from "@/lib/customer-service-rules";

const zId = (label: string) => z.string({ error: REQUIRED }).regex(UUID_RE, `${label} tidak valid`);

const zMessage = (max = 4096) => zText(max);

/** POST whatsapp-chats/{id}/-actions/reply. */
export const ZReplyInput = z.strictObject({ body: zMessage() });
export type TReplyInput = z.infer<typeof ZReplyInput>;

/** POST whatsapp-chats/{id}/-actions/note: a private note, never sent. */
export const ZNoteInput = z.strictObject({ body: zMessage() });

/** POST whatsapp-chats/{id}/-actions/assign: null unassigns. */
export const ZAssignInput = z.strictObject({
  user_id: zId("Agen").nullable(),
});

/** POST whatsapp-chats/-actions/start: a conversation the agent opens (e.g. from an office). */
export const ZStartChatInput = z.strictObject({
  phone: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^\+?[\d\s-]{8,20}$/, "Nomor HP tidak valid"),
  device_id: zId("Perangkat").nullish(),
});

// --- Devices ---

export const ZDeviceInput = z.strictObject({
  name: zText(150),
  phone: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^\+?[\d\s-]{8,20}$/, "Nomor HP tidak valid"),
  description: zOptionalText(1000),
  is_active: z.boolean({ error: "Harus ya/tidak" }).optional(),
  instance_name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "Nama instance hanya huruf, angka, - dan _")
    .nullish(),
  rate_per_minute: z
    .number({ error: "Harus berupa angka" })
    .int("Harus bilangan bulat")
    .min(1, "Minimal 1 pesan per menit")
    .max(RATE_PER_MINUTE_MAX, `Maksimal ${RATE_PER_MINUTE_MAX} pesan per menit`)
    .optional(),
});
export const ZDeviceUpdate = ZDeviceInput.partial();

// --- Templates ---

export const ZTemplateInput = z.strictObject({
  name: zText(150),
  message: zMessage(),
  is_active: z.boolean({ error: "Harus ya/tidak" }).optional(),
});
export const ZTemplateUpdate = ZTemplateInput.partial();

/** GET broadcast-templates/-actions/preview?… is a POST: {message, office_id}. */
export const ZTemplatePreviewInput = z.strictObject({
  message: zMessage(),
  office_id: zId("Kantor").nullish(),
});

// --- Canned responses ---

export const ZCannedInput = z.strictObject({
  shortcut: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[a-z0-9_-]{1,50}$/, "Pintasan hanya huruf kecil, angka, - dan _"),
  content: zMessage(),
});
export const ZCannedUpdate = ZCannedInput.partial();

// --- Response patterns ---

const MATCH_TYPES = ["exact", "contains", "starts_with", "regex"] as const;

const patternFields = {
  pattern: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(PATTERN_MAX_LENGTH, PATTERN_TOO_LONG),
  match_type: z.enum(MATCH_TYPES, { error: "Jenis pencocokan tidak valid" }),
  response: zMessage(),
  priority: z
    .number({ error: "Harus berupa angka" })
    .int("Harus bilangan bulat")
    .min(0, "Minimal 0")
    .max(9999, "Maksimal 9999"),
  is_active: z.boolean({ error: "Harus ya/tidak" }),
  device_id: zId("Perangkat").nullish(),
};

function checkRegex(v: { pattern?: string; match_type?: string }, ctx: z.RefinementCtx) {
  if (v.match_type !== "regex" || v.pattern === undefined) return;
  const problem = regexProblem(v.pattern);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["pattern"] });
}

export const ZPatternInput = z
  .strictObject({
    ...patternFields,
    priority: patternFields.priority.optional(),
    is_active: patternFields.is_active.optional(),
  })
  .superRefine(checkRegex);
export const ZPatternUpdate = z.strictObject(patternFields).partial().superRefine(checkRegex);

/** POST response-patterns/-actions/test. */
export const ZPatternTestInput = z.strictObject({
  message: z.string({ error: REQUIRED }).max(4096, "Maksimal 4096 karakter"),
  device_id: zId("Perangkat").nullish(),
});

/** PATCH cs-business-hours/1. */
export const ZBusinessHoursUpdate = z
  .strictObject({
    is_active: z.boolean({ error: "Harus ya/tidak" }),
    days: z.array(z.number().int().min(1).max(7), { error: "Hari tidak valid" }).max(7),
    opens_at: z.number({ error: "Harus berupa angka" }).int().min(0).max(1439),
    closes_at: z.number({ error: "Harus berupa angka" }).int().min(1).max(1440),
    away_message: z
      .string({ error: "Harus berupa teks" })
      .trim()
      .max(4096, "Maksimal 4096 karakter"),
  })
  .partial()
  .superRefine((v, ctx) => {
    if (v.opens_at !== undefined && v.closes_at !== undefined && v.closes_at <= v.opens_at)
      ctx.addIssue({
        code: "custom",
        message: "Jam tutup harus setelah jam buka",
        path: ["closes_at"],
      });
  });

// --- Broadcasts ---

export const ZAudience = z.strictObject({
  category_ids: z.array(z.number().int().min(1).max(100)).max(20).optional(),
  area_ids: z.array(z.number().int().min(0).max(100_000)).max(200).optional(),
  province_ids: z
    .array(z.string().regex(/^[0-9.]{1,16}$/, "Provinsi tidak valid"))
    .max(100)
    .optional(),
  is_active: z.boolean().nullish(),
  /** An uploaded list of office codes (one per line in the form). */
  codes: z.array(z.string().trim().min(1).max(64)).max(100_000).optional(),
});
export type TAudience = z.infer<typeof ZAudience>;

export const ZBroadcastInput = z
  .strictObject({
    name: zText(150),
    device_id: zId("Perangkat"),
    template_id: zId("Template").nullish(),
    message: zMessage(),
    audience: ZAudience,
    /** Send later; absent or past = now. */
    scheduled_at: z.iso.datetime({ offset: true, error: "Waktu tidak valid" }).nullish(),
  })
  .superRefine((v, ctx) => {
    const a = v.audience;
    const chosen =
      (a.category_ids?.length ?? 0) +
      (a.area_ids?.length ?? 0) +
      (a.province_ids?.length ?? 0) +
      (a.codes?.length ?? 0);
    if (!chosen && (a.is_active === undefined || a.is_active === null))
      ctx.addIssue({
        code: "custom",
        message: "Pilih penerima: kategori, area, provinsi, status aktif atau daftar kode",
        path: ["audience"],
      });
  });
export type TBroadcastInput = z.infer<typeof ZBroadcastInput>;

/** POST broadcasts/-actions/preview-audience: how many would receive it. */
export const ZAudiencePreviewInput = z.strictObject({ audience: ZAudience });

// --- Form schemas (the screens' text inputs; the API schemas above parse what they send) ---

/**
 * The business-hours form (/customer-service/response-patterns): the times typed as JJ:MM and
 * turned into the minutes the API takes, then checked by the API's own schema
 * (ZBusinessHoursUpdate), whose issues land on the field of the same name (closes_at before
 * opens_at included).
 */
const zClock = (label: string) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^([01]\d|2[0-3]):([0-5]\d)$/, `${label} tidak valid (JJ:MM)`)
    .transform((v) => Number(v.slice(0, 2)) * 60 + Number(v.slice(3, 5)));

export const ZBusinessHoursForm = z
  .strictObject({
    is_active: z.boolean(),
    days: z.array(z.number()),
    opens_at: zClock("Jam buka"),
    closes_at: zClock("Jam tutup"),
    away_message: z.string(),
  })
  .transform((v, ctx) => {
    const parsed = ZBusinessHoursUpdate.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  });

export const ZBroadcastFormInput = z
  .strictObject({
    name: zText(150),
    device_id: zId("Perangkat"),
    template_id: z.string(),
    message: zMessage(),
    category_ids: z.array(z.string()),
    area_ids: z.array(z.string()),
    province_ids: z.array(z.string()),
    active: z.enum(["", "true", "false"]),
    codes: z.string().max(2_000_000, "Daftar kode terlalu panjang"),
    scheduled_at: z.string(),
  })
  .superRefine((v, ctx) => {
    if (
      !v.category_ids.length &&
      !v.area_ids.length &&
      !v.province_ids.length &&
      !v.active &&
      !v.codes.trim()
    )
      ctx.addIssue({
        code: "custom",
        message: "Pilih penerima: kategori, area, provinsi, status aktif atau daftar kode",
        path: ["codes"],
      });
  });
