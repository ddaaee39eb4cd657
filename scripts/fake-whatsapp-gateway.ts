// npm run whatsapp:fake-gateway — a local fake WhatsApp gateway (docs/customer-service.md
// "The fake gateway"). Point the app at it with WHATSAPP_GATEWAY_URL=http://127.0.0.1:<port>
// and give both the same WHATSAPP_WEBHOOK_SECRET (FAKE_GATEWAY_ACKS=0: no delivery reports;
// FAKE_GATEWAY_COUNT_ONLY=1: keep counts, not the messages). Inbound messages:
//   curl -XPOST localhost:4010/_fake/inbound -d '{"phone":"6281234567890","text":"Halo"}'
import { startFakeGateway } from "./fake-whatsapp-gateway-server";

const port = Number(process.env.FAKE_GATEWAY_PORT ?? 4010);
const appUrl = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const gateway = await startFakeGateway({
  port,
  webhookUrl: `${appUrl.replace(/\/+$/, "")}/api/webhooks/whatsapp`,
  webhookSecret: process.env.WHATSAPP_WEBHOOK_SECRET || undefined,
  apiKey: process.env.WHATSAPP_GATEWAY_API_KEY || undefined,
  defaultInstance: process.env.FAKE_GATEWAY_INSTANCE ?? "demo",
  // The broadcast bench runs it in its own process: counts only, no delivery reports.
  acks: process.env.FAKE_GATEWAY_ACKS !== "0",
  countOnly: process.env.FAKE_GATEWAY_COUNT_ONLY === "1",
});
console.log(`fake WhatsApp gateway on ${gateway.url} -> ${appUrl}/api/webhooks/whatsapp`);
if (!process.env.WHATSAPP_WEBHOOK_SECRET)
  console.warn(
    "WHATSAPP_WEBHOOK_SECRET is not set: inbound deliveries go unsigned and are refused",
  );
const stop = () => void gateway.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
