// POST /api/broadcasting/auth (SPEC §7): the Pusher private-channel authorization of pusher-js /
// Laravel Echo. Body socket_id, channel_name (form-encoded as pusher-js sends it, or JSON).
// A user may subscribe to their own channel private-user.<id> only (403 otherwise).
import { z } from "zod";
import { AppError } from "@/server/errors";
import { parseJsonText } from "@/server/http/json-text";
import { canSubscribe } from "./channels";
import { authorizeChannel, type PusherConfig } from "./pusher";

export const ZBroadcastAuthInput = z.object({
  socket_id: z
    .string({ error: "Kolom wajib diisi" })
    .regex(/^\d{1,20}\.\d{1,20}$/, "socket_id tidak valid"),
  channel_name: z
    .string({ error: "Kolom wajib diisi" })
    .min(1, "Kolom wajib diisi")
    .max(200, "Maksimal 200 karakter"),
});
export type TBroadcastAuthInput = z.infer<typeof ZBroadcastAuthInput>;

/** Reads the body the way pusher-js (form), Laravel Echo (form) or a JSON client sends it. */
export function parseBroadcastAuthBody(contentType: string | null, text: string): unknown {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json" || type === "application/vnd.api+json") {
    const parsed = parseJsonText(text);
    if (typeof parsed === "object" && parsed !== null && "data" in parsed) {
      const data = (parsed as { data: unknown }).data;
      if (typeof data === "object" && data !== null && "attributes" in data)
        return (data as { attributes: unknown }).attributes;
    }
    return parsed;
  }
  if (type === "application/x-www-form-urlencoded" || type === "" || type === "text/plain")
    return Object.fromEntries(new URLSearchParams(text));
  throw new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "Content-Type harus application/x-www-form-urlencoded atau application/json",
    { source: { header: "Content-Type" } },
  );
}

/** `{ auth }` for pusher-js, or 403 for a channel that is not the caller's own. */
export function authorizeBroadcast(
  userId: string,
  input: TBroadcastAuthInput,
  config: PusherConfig | null,
): { auth: string } {
  if (!canSubscribe(userId, input.channel_name))
    throw AppError.forbidden("Anda tidak berhak berlangganan channel ini");
  if (!config)
    throw AppError.notFound(
      "Pusher tidak dikonfigurasi; notifikasi realtime memakai /api/realtime (SSE)",
    );
  return { auth: authorizeChannel(config, input.socket_id, input.channel_name) };
}
