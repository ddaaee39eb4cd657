// The WhatsApp gateway of a device (docs/customer-service.md "The gateway contract"): one
// interface, two drivers.
//   - log: no gateway configured. Nothing leaves; a message is stored as `logged` and shown in
//     the inbox and the logs, and the device counts as connected (there is nothing to pair).
//   - http: a gateway of the Evolution API kind at the device's base URL (device.gateway_url,
//     else WHATSAPP_GATEWAY_URL), authenticated with the `apikey` header (WHATSAPP_GATEWAY_API_KEY):
//       POST   {base}/message/sendText/{instance}       {number, text, idempotencyKey} -> {key: {id}}
//       GET    {base}/instance/connectionState/{instance}                -> {instance: {state}}
//       GET    {base}/instance/connect/{instance}            -> {base64?, code?} (the pairing QR)
//       DELETE {base}/instance/logout/{instance}
//     `idempotencyKey` is our message (or recipient) id: a send retried after a lost answer is
//     recognised by the gateway and delivered once.
// No "server-only" marker: the bench and the tests drive the same code.
import type { WhatsappDeviceStatus } from "@/server/generated/prisma/client";

export interface GatewayDevice {
  id: string;
  instanceName: string | null;
  gatewayUrl: string | null;
}

export interface SendTextInput {
  /** Digits only, country code first (62…). */
  phone: string;
  text: string;
  /** Our id of this message: the gateway delivers one message per key. */
  idempotencyKey: string;
}

export interface PairingState {
  status: WhatsappDeviceStatus;
  /** The QR to scan while connecting (data URL or raw code), else null. */
  qr: string | null;
}

export interface WhatsappGateway {
  readonly name: "log" | "http";
  sendText(input: SendTextInput): Promise<{ externalId: string | null }>;
  state(): Promise<WhatsappDeviceStatus>;
  /** Starts (or continues) pairing and answers the current QR. */
  connect(): Promise<PairingState>;
  logout(): Promise<void>;
}

/** A gateway answer that is not a success. `permanent`: retrying cannot help (4xx but 408/429). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "GatewayError";
  }

  get permanent(): boolean {
    return (
      this.status !== null &&
      this.status >= 400 &&
      this.status < 500 &&
      this.status !== 408 &&
      this.status !== 429
    );
  }
}

export const logGateway: WhatsappGateway = {
  name: "log",
  async sendText() {
    return { externalId: null };
  },
  async state() {
    return "connected";
  },
  async connect() {
    return { status: "connected", qr: null };
  },
  async logout() {
    // Nothing is paired in log mode.
  },
};

const TIMEOUT_MS = 15_000;

function stateOf(raw: unknown): WhatsappDeviceStatus {
  if (raw === "open" || raw === "connected") return "connected";
  if (raw === "connecting" || raw === "qr") return "connecting";
  return "disconnected";
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function httpGateway(baseUrl: string, instance: string, apiKey?: string): WhatsappGateway {
  const base = baseUrl.replace(/\/+$/, "");
  const name = encodeURIComponent(instance);
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...(apiKey ? { apikey: apiKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayError(
        `Gateway WhatsApp tidak dapat dihubungi: ${error instanceof Error ? error.message : String(error)}`,
        null,
      );
    }
    const text = await res.text().catch(() => "");
    if (!res.ok)
      throw new GatewayError(
        `Gateway WhatsApp menjawab ${res.status}${text ? `: ${text.slice(0, 300)}` : ""}`,
        res.status,
      );
    try {
      return text ? (JSON.parse(text) as unknown) : {};
    } catch {
      return {};
    }
  }
  return {
    name: "http",
    async sendText(input) {
      const answer = record(
        await call("POST", `/message/sendText/${name}`, {
          number: input.phone,
          text: input.text,
          idempotencyKey: input.idempotencyKey,
        }),
      );
      const id = record(answer.key).id;
      return { externalId: typeof id === "string" && id ? id.slice(0, 255) : null };
    },
    async state() {
      const answer = record(await call("GET", `/instance/connectionState/${name}`));
      return stateOf(record(answer.instance).state ?? answer.state);
    },
    async connect() {
      const answer = record(await call("GET", `/instance/connect/${name}`));
      const qr = typeof answer.base64 === "string" ? answer.base64 : answer.code;
      const status = stateOf(record(answer.instance).state ?? (qr ? "connecting" : "open"));
      return { status, qr: typeof qr === "string" && status !== "connected" ? qr : null };
    },
    async logout() {
      await call("DELETE", `/instance/logout/${name}`);
    },
  };
}

/** The gateway a device talks through (see the top of this file). */
export function gatewayFor(
  device: GatewayDevice,
  env: NodeJS.ProcessEnv = process.env,
): WhatsappGateway {
  const url = device.gatewayUrl || env.WHATSAPP_GATEWAY_URL;
  if (!url) return logGateway;
  return httpGateway(
    url,
    device.instanceName || device.id,
    env.WHATSAPP_GATEWAY_API_KEY || undefined,
  );
}
