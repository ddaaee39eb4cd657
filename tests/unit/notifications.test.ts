// Pure parts of notifications and realtime: Pusher signing against Pusher's documented worked
// examples, channel rules, payload size limits and the navbar list transitions of SPEC §4.
import { describe, expect, it } from "vitest";
import {
  authorizeChannel,
  pusherConfigFromEnv,
  pusherPublicConfig,
} from "@/server/realtime/pusher";
import { canSubscribe, userChannel, userIdOfChannel } from "@/server/realtime/channels";
import { parseRealtimeMeta } from "@/components/notifications/realtime-config";
import { decodeEnvelope, encodeEnvelope, PG_NOTIFY_MAX_BYTES } from "@/server/realtime/envelope";
import {
  authorizeBroadcast,
  parseBroadcastAuthBody,
  ZBroadcastAuthInput,
} from "@/server/realtime/broadcasting-auth";
import { sseFrame } from "@/server/realtime/sse";
import { urlVariants } from "@/server/notifications/read-notifications-by-url";
import {
  addNotification,
  applyUpdated,
  clearNotifications,
  clearNotificationsByUrl,
  initialNotificationsState,
  MAX_ITEMS,
  removeNotification,
} from "@/components/notifications/store-logic";
import {
  toNotificationItem,
  type NotificationItem,
  type NotificationsState,
} from "@/components/notifications/types";
import { AppError } from "@/server/errors";

function statusOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof AppError ? e.status : -1;
  }
}

// https://pusher.com/docs/channels/library_auth_reference/auth-signatures/ and .../rest-api/
const DOC = {
  appId: "3",
  key: "278d425bdf160c739803",
  secret: "7ad3773142a6692b25b8",
  cluster: "mt1",
};

describe("Pusher (the pusher package; publishing over HTTP is tests/unit/pusher-rest.test.ts)", () => {
  it("authorizes a private channel as Pusher's documented worked example", () => {
    expect(authorizeChannel(DOC, "1234.1234", "private-foobar")).toBe(
      "278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4",
    );
  });

  it("gives the browser the key, cluster and host, never the secret", () => {
    expect(pusherPublicConfig(null)).toBeNull();
    expect(pusherPublicConfig(DOC)).toEqual({ key: DOC.key, cluster: "mt1", forceTLS: true });
    const local = pusherPublicConfig({ ...DOC, host: "127.0.0.1:6001", useTLS: false });
    expect(local).toEqual({
      key: DOC.key,
      cluster: "mt1",
      wsHost: "127.0.0.1",
      wsPort: 6001,
      forceTLS: false,
    });
    expect(JSON.stringify(local)).not.toContain(DOC.secret);
  });

  it("the browser reads the layout's meta tag; no tag or a malformed one means SSE", () => {
    const content = JSON.stringify({
      ...pusherPublicConfig({ ...DOC, host: "127.0.0.1:6001", useTLS: false }),
      channel: "private-user.x",
    });
    expect(parseRealtimeMeta(content)).toEqual({
      key: DOC.key,
      cluster: "mt1",
      wsHost: "127.0.0.1",
      wsPort: 6001,
      forceTLS: false,
      channel: "private-user.x",
    });
    expect(parseRealtimeMeta(null)).toBeNull();
    expect(parseRealtimeMeta("{")).toBeNull();
    expect(parseRealtimeMeta('{"key":"k"}')).toBeNull();
  });

  it("is configured only when all four Pusher settings are present", () => {
    expect(pusherConfigFromEnv({})).toBeNull();
    expect(
      pusherConfigFromEnv({ PUSHER_APP_ID: "3", PUSHER_KEY: "k", PUSHER_SECRET: "s" }),
    ).toBeNull();
    expect(
      pusherConfigFromEnv({
        PUSHER_APP_ID: "3",
        PUSHER_KEY: "k",
        PUSHER_SECRET: "s",
        PUSHER_CLUSTER: "ap1",
      }),
    ).toMatchObject({ appId: "3", key: "k", secret: "s", cluster: "ap1", useTLS: true });
    expect(
      pusherConfigFromEnv({
        PUSHER_APP_ID: "3",
        PUSHER_APP_KEY: "k",
        PUSHER_APP_SECRET: "s",
        PUSHER_APP_CLUSTER: "ap1",
        PUSHER_HOST: "soketi.local:6001",
        PUSHER_SCHEME: "http",
      }),
    ).toMatchObject({ key: "k", host: "soketi.local:6001", useTLS: false });
  });
});

describe("channels and broadcasting auth", () => {
  const me = "0190f0c2-7a1e-7c3d-9a4b-1234567890ab";
  const other = "0190f0c2-7a1e-7c3d-9a4b-ba0987654321";

  it("names one private channel per user and lets users subscribe to their own only", () => {
    expect(userChannel(me)).toBe(`private-user.${me}`);
    expect(userIdOfChannel(`private-user.${me}`)).toBe(me);
    expect(userIdOfChannel("private-foobar")).toBeNull();
    expect(canSubscribe(me, userChannel(me))).toBe(true);
    expect(canSubscribe(me, userChannel(other))).toBe(false);
    expect(canSubscribe(me, `presence-user.${me}`)).toBe(false);
  });

  it("authorizes the caller's own channel and refuses another user's with 403", () => {
    const input = ZBroadcastAuthInput.parse({
      socket_id: "1234.1234",
      channel_name: userChannel(me),
    });
    expect(authorizeBroadcast(me, input, DOC).auth).toBe(
      authorizeChannel(DOC, "1234.1234", userChannel(me)),
    );
    const foreign = { socket_id: "1234.1234", channel_name: userChannel(other) };
    expect(statusOf(() => authorizeBroadcast(me, foreign, DOC))).toBe(403);
    expect(statusOf(() => authorizeBroadcast(me, foreign, null))).toBe(403);
    expect(statusOf(() => authorizeBroadcast(me, input, null))).toBe(404);
  });

  it("reads form-encoded (pusher-js), JSON and JSON:API bodies", () => {
    expect(
      parseBroadcastAuthBody(
        "application/x-www-form-urlencoded",
        "socket_id=1.2&channel_name=private-user.x",
      ),
    ).toEqual({ socket_id: "1.2", channel_name: "private-user.x" });
    expect(parseBroadcastAuthBody("application/json", '{"socket_id":"1.2"}')).toEqual({
      socket_id: "1.2",
    });
    expect(
      parseBroadcastAuthBody(
        "application/vnd.api+json",
        '{"data":{"type":"x","attributes":{"socket_id":"1.2"}}}',
      ),
    ).toEqual({ socket_id: "1.2" });
    expect(ZBroadcastAuthInput.safeParse({ socket_id: "abc", channel_name: "x" }).success).toBe(
      false,
    );
  });
});

describe("realtime payloads", () => {
  it("keeps pg_notify payloads under 8000 bytes, sending only the id of large data", () => {
    const small = { channel: "private-user.a", event: "NotificationCreated", data: { id: "n1" } };
    expect(decodeEnvelope(encodeEnvelope(small))).toEqual(small);
    const big = { ...small, data: { id: "n2", message: "x".repeat(10_000) } };
    const encoded = encodeEnvelope(big);
    expect(new TextEncoder().encode(encoded).length).toBeLessThanOrEqual(PG_NOTIFY_MAX_BYTES);
    expect(decodeEnvelope(encoded)?.data).toEqual({ id: "n2", truncated: true });
    expect(decodeEnvelope("not json")).toBeNull();
    expect(decodeEnvelope('{"event":1}')).toBeNull();
  });

  it("formats one SSE frame per event", () => {
    expect(sseFrame("NotificationCreated", { id: "a" })).toBe(
      'event: NotificationCreated\ndata: {"id":"a"}\n\n',
    );
  });

  it("matches notification urls with or without a leading slash", () => {
    expect(urlVariants("/gudang/stock").sort()).toEqual(["/gudang/stock", "gudang/stock"]);
    expect(urlVariants("gudang").sort()).toEqual(["/gudang", "gudang"]);
  });
});

describe("navbar notification list (SPEC §4)", () => {
  const item = (i: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
    id: `n${i}`,
    name: `N${i}`,
    message: null,
    url: null,
    createdAt: new Date(2025, 0, 1, 0, i).toISOString(),
    readAt: null,
    ...extra,
  });
  const loaded = (n: number, total = n): NotificationsState => ({
    ...initialNotificationsState,
    status: "ready",
    items: Array.from({ length: n }, (_, i) => item(n - i)),
    total,
  });

  it("puts a new notification on top, keeps at most 11 and increments the total", () => {
    let s = loaded(10, 25);
    s = addNotification(s, item(11));
    expect(s.items.map((i) => i.id).slice(0, 2)).toEqual(["n11", "n10"]);
    expect(s.total).toBe(26);
    s = addNotification(s, item(12));
    expect(s.items).toHaveLength(MAX_ITEMS);
    expect(s.items[0]?.id).toBe("n12");
    expect(s.items.some((i) => i.id === "n1")).toBe(false);
    expect(s.total).toBe(27);
    expect(addNotification(s, item(12))).toBe(s);
  });

  it("removes a notification updated with read_at and decreases the total", () => {
    const s = loaded(3, 5);
    const next = applyUpdated(s, { ...item(2), readAt: new Date().toISOString() });
    expect(next.items.map((i) => i.id)).toEqual(["n3", "n1"]);
    expect(next.total).toBe(4);
    expect(applyUpdated(s, item(2))).toBe(s);
    expect(removeNotification(s, "missing")).toBe(s);
  });

  it("clears all and clears by url", () => {
    const s = {
      ...loaded(0),
      items: [item(3, { url: "/gudang" }), item(2, { url: "gudang" }), item(1, { url: "/kasir" })],
      total: 7,
    };
    const byUrl = clearNotificationsByUrl(s, "/gudang");
    expect(byUrl.items.map((i) => i.id)).toEqual(["n1"]);
    expect(byUrl.total).toBe(5);
    expect(clearNotifications(s)).toMatchObject({ items: [], total: 0 });
  });

  it("reads JSON:API resources and realtime models alike", () => {
    const attrs = {
      name: "A",
      message: "m",
      url: "/x",
      createdAt: "2025-01-01T00:00:00.000Z",
      readAt: null,
    };
    expect(toNotificationItem({ type: "notifications", id: "a", attributes: attrs })).toEqual({
      id: "a",
      ...attrs,
    });
    expect(toNotificationItem({ id: "a", uuid: "a", ...attrs, is_read: false })).toEqual({
      id: "a",
      ...attrs,
    });
    expect(toNotificationItem({ id: "a" })).toBeNull();
  });
});
