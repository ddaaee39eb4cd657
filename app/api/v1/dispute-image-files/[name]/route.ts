// GET /api/v1/dispute-image-files/{name}: serves a dispute image to whoever may see its dispute
// (server/disputes/scope.ts; anyone else, and any name the server did not generate, a 404).
// Names are never reused, so the signed-in caller's browser may keep it privately.
import { readFile } from "node:fs/promises";
import { handle } from "@/server/jsonapi/handle";
import { AppError } from "@/server/errors";
import { routeMethods } from "@/server/jsonapi/methods";
import { disputeImageContentType, disputeImagePath } from "@/server/disputes/files";
import { disputeImageWhere } from "@/server/disputes/scope";
import { hasPermission } from "@/server/auth/actor";

export const dynamic = "force-dynamic";

const NOT_FOUND = "Gambar tidak ditemukan";

const get = handle(
  { auth: "required", produces: "image/*" },
  async ({ db, params, requireActor }) => {
    const actor = requireActor();
    const name = params.name ?? "";
    const file = disputeImagePath(name);
    const type = disputeImageContentType(name);
    if (!file || !type || !hasPermission(actor, "disputes.view"))
      throw AppError.notFound(NOT_FOUND);
    const image = await db.disputeImage.findFirst({
      where: { filename: name, ...(disputeImageWhere(actor) ?? {}) },
      select: { id: true },
    });
    if (!image) throw AppError.notFound(NOT_FOUND);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw AppError.notFound(NOT_FOUND);
      throw error;
    }
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        "Content-Type": type,
        "Content-Length": String(bytes.length),
        "Cache-Control": "private, max-age=86400",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      },
    });
  },
);

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: get });
