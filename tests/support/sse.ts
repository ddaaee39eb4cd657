// Reads /api/realtime (Server-Sent Events) event by event, for the realtime tests.
import { baseUrl } from "./api";

export interface SseEvent {
  event: string;
  data: unknown;
}

/** Opens /api/realtime and reads it event by event. */
export async function openStream(bearer?: string, base = baseUrl()) {
  const ac = new AbortController();
  const res = await fetch(new URL("/api/realtime", base), {
    headers: {
      Accept: "text/event-stream",
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    signal: ac.signal,
  });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: SseEvent[] = [];

  async function next(timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const queued = queue.shift();
      if (queued) return queued;
      if (!reader) throw new Error("no body");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("timed out waiting for an SSE event");
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timed out waiting for an SSE event")), left);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) !== -1) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let event = "message";
        const data: string[] = [];
        for (const line of frame.split("\n")) {
          if (line.startsWith("event: ")) event = line.slice(7);
          else if (line.startsWith("data: ")) data.push(line.slice(6));
        }
        if (data.length) queue.push({ event, data: JSON.parse(data.join("\n")) as unknown });
      }
    }
  }

  async function until(event: string, timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const e = await next(Math.max(1, deadline - Date.now()));
      if (e.event === event) return e;
    }
  }

  return { res, next, until, close: () => ac.abort() };
}
