// POST /api/webhooks/whatsapp: deliveries of the WhatsApp gateway (server/customer-service/
// receive-webhook.ts, docs/customer-service.md "The webhook"). Authenticated by the HMAC
// signature of the raw body, not by a session: 401 without a valid one. Answers are JSON
// (the gateway's side is not JSON:API): 200 {status}, or a JSON:API error document.
import { getDb } from "@/server/db";
import { readBodyLimited } from "@/server/http/body-limit";
import { errorResponse } from "@/server/jsonapi/respond";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from "@/server/whatsapp/webhook-signature";
import { receiveWebhook, WEBHOOK_MAX_BYTES } from "@/server/customer-service/receive-webhook";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export async function POST(request: Request): Promise<Response> {
  try {
    const bytes = await readBodyLimited(request, WEBHOOK_MAX_BYTES);
    const raw = new TextDecoder().decode(bytes);
    const answer = await receiveWebhook(getDb(), raw, {
      signature: request.headers.get(SIGNATURE_HEADER),
      timestamp: request.headers.get(TIMESTAMP_HEADER),
    });
    return Response.json(answer);
  } catch (error) {
    return errorResponse(error, "POST /api/webhooks/whatsapp");
  }
}
