// GET /api/v1/avatars/{avatar}: serves an avatar file. Names are server-generated
// (<uuid>.<jpg|png|webp>), so anything else is a 404 without touching the disk. A name is never
// reused, so the file may be cached for a year.
import { readFile } from "node:fs/promises";
import { handle } from "@/server/jsonapi/handle";
import { AppError } from "@/server/errors";
import { AVATAR_CONTENT_TYPE, avatarExt, avatarPath } from "@/server/users/avatar-files";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

const NOT_FOUND = "Foto tidak ditemukan";

const get = handle({ auth: "none" }, async ({ params }) => {
  const name = params.avatar ?? "";
  const file = avatarPath(name);
  const ext = avatarExt(name);
  if (!file || !ext) throw AppError.notFound(NOT_FOUND);
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
      "Content-Type": AVATAR_CONTENT_TYPE[ext],
      "Content-Length": String(bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
});

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ GET: get });
