// POST dispute-images/-actions/uploads (multipart, field `images`, or `image`): up to 5 images of
// at most 5 MB each, JPEG, PNG or WebP by their first bytes (the name and the declared type do
// not count). A file that is no such image is a 415, a missing or too large one a 422; nothing
// is stored unless every file passes. Each image is stored under a new random name and belongs
// to the uploader's office until a dispute of that office takes it (create-dispute.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import { hasPermission, type Actor } from "@/server/auth/actor";
import type { DbClient } from "@/server/auth/db-client";
import { AppError } from "@/server/errors";
import { detectImageType } from "@/server/users/avatar-files";
import { DISPUTE_IMAGE_MAX_BYTES, DISPUTE_MAX_IMAGES } from "@/lib/schemas/disputes";
import { disputeImageDir, disputeImagePath } from "./files";

export const IMAGE_FIELDS = ["images", "images[]", "image"] as const;

const invalid = (detail: string, i: number) =>
  AppError.validation([{ detail, source: { pointer: `/data/attributes/images/${i}` } }]);

export async function uploadDisputeImages(
  db: DbClient,
  files: (File | string)[],
  actor: Actor,
): Promise<string[]> {
  if (!hasPermission(actor, "disputes.create")) throw AppError.forbidden();
  if (!actor.officeId) throw AppError.forbidden("Hanya user kantor yang dapat mengunggah gambar");
  if (files.length === 0)
    throw AppError.validation([
      { detail: "Gambar wajib diunggah", source: { pointer: "/data/attributes/images" } },
    ]);
  if (files.length > DISPUTE_MAX_IMAGES)
    throw AppError.validation([
      {
        detail: `Maksimal ${DISPUTE_MAX_IMAGES} gambar`,
        source: { pointer: "/data/attributes/images" },
      },
    ]);
  const checked: { bytes: Uint8Array; ext: string; name: string; type: string }[] = [];
  for (const [i, file] of files.entries()) {
    if (typeof file === "string" || file.size === 0) throw invalid("Gambar wajib diunggah", i);
    if (file.size > DISPUTE_IMAGE_MAX_BYTES) throw invalid("Ukuran gambar maksimal 5 MB", i);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const ext = detectImageType(bytes);
    if (!ext)
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Gambar harus berformat JPG, PNG atau WEBP", {
        source: { pointer: `/data/attributes/images/${i}` },
      });
    checked.push({
      bytes,
      ext,
      name: file.name.slice(0, 255),
      type: ext === "jpg" ? "image/jpeg" : `image/${ext}`,
    });
  }
  await mkdir(disputeImageDir(), { recursive: true });
  const written: string[] = [];
  try {
    const ids: string[] = [];
    for (const c of checked) {
      const filename = `${randomUUID()}.${c.ext}`;
      const target = disputeImagePath(filename);
      if (!target) throw new Error(`generated image name ${filename} does not match the pattern`);
      await writeFile(target, c.bytes, { flag: "wx" });
      written.push(target);
      const row = await db.disputeImage.create({
        data: {
          filename,
          originalName: c.name || null,
          mimeType: c.type,
          size: c.bytes.byteLength,
          officeId: actor.officeId,
          uploadedById: actor.userId,
        },
        select: { id: true },
      });
      ids.push(row.id);
    }
    return ids;
  } catch (error) {
    await Promise.all(written.map((p) => unlink(p).catch(() => undefined)));
    throw error;
  }
}
