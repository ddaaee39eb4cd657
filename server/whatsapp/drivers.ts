// Ways to deliver a WhatsApp message (ARCHITECTURE §5): an HTTP gateway when WHATSAPP_API_URL is
// set, otherwise none — the WhatsappLog row is then the message (admin/log/whatsapp), exactly as
// mail does without SMTP (server/mail).
export interface OutgoingWhatsapp {
  /** Digits only, country code first (62…). */
  phone: string;
  message: string;
}

export interface WhatsappDriver {
  readonly name: "http" | "log";
  send(message: OutgoingWhatsapp): Promise<void>;
}

/** No provider configured: nothing is delivered; send-whatsapp.ts writes the log row. */
export const logWhatsappDriver: WhatsappDriver = {
  name: "log",
  async send() {
    // Nothing to deliver; the WhatsappLog row (status `logged`) is the message.
  },
};

/**
 * A WhatsApp gateway reached by HTTP: `POST WHATSAPP_API_URL` with JSON `{phone, message}` and
 * `Authorization: Bearer WHATSAPP_API_TOKEN` when a token is set. Any non-2xx answer is a failure.
 */
export function httpWhatsappDriver(url: string, token?: string): WhatsappDriver {
  return {
    name: "http",
    async send(msg) {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ phone: msg.phone, message: msg.message }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) {
        const text = (await res.text().catch(() => "")).slice(0, 500);
        throw new Error(`WhatsApp gateway answered ${res.status}${text ? `: ${text}` : ""}`);
      }
    },
  };
}

export function whatsappDriver(): WhatsappDriver {
  const url = process.env.WHATSAPP_API_URL;
  return url
    ? httpWhatsappDriver(url, process.env.WHATSAPP_API_TOKEN || undefined)
    : logWhatsappDriver;
}
