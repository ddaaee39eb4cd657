// Notifications over real HTTP (SPEC §4, §7): the `notifications` resource, its actions, the
// SSE endpoint fed by PostgreSQL LISTEN/NOTIFY, and POST /api/broadcasting/auth.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, baseUrl, firstError, login, type JsonApiResource } from "../support/api";
import { adminDbUrl, connectTestDb, testDbUrl } from "../support/db";
import { openStream } from "../support/sse";
import type { Db } from "@/server/prisma-client";
import { closeRealtime, setRealtime } from "@/server/realtime";
import { PgRealtime } from "@/server/realtime/pg-driver";
import { userChannel } from "@/server/realtime/channels";
import { RESYNC_EVENT, type RealtimeMessage } from "@/server/realtime/types";
import { createNotification, notifyOffice } from "@/server/notifications/create-notification";

const ME = "cs@erp.test";
const OTHER = "penjualan@erp.test";

let db: Db;
let token: string;
let otherToken: string;
let meId: string;
let otherId: string;

const list = (doc: { data?: unknown }) => doc.data as JsonApiResource[];
const one = (doc: { data?: unknown }) => doc.data as JsonApiResource;
const names = (doc: { data?: unknown }) => list(doc).map((r) => r.attributes.name);

/** Seven notifications of ME with fixed times: N1 (oldest) .. N7 (newest); N2, N4 and N6 read. */
async function seedMine(): Promise<Map<string, string>> {
  await db.notification.deleteMany({ where: { userId: { in: [meId, otherId] } } });
  const ids = new Map<string, string>();
  for (let i = 1; i <= 7; i++) {
    const row = await createNotification(db, {
      userId: meId,
      name: `N${i}`,
      message: `Pesan ${i}`,
      url: i % 3 === 0 ? "/gudang/stock" : `/kasir/${i}`,
    });
    await db.notification.update({
      where: { id: row.id },
      data: {
        createdAt: new Date(Date.UTC(2025, 0, i, 8)),
        readAt: i % 2 === 0 ? new Date(Date.UTC(2025, 0, i, 9)) : null,
      },
    });
    ids.set(`N${i}`, row.id);
  }
  return ids;
}

beforeAll(async () => {
  db = connectTestDb();
  // Publishing from this process goes through the run's database, like the app's does.
  setRealtime(new PgRealtime({ connectionString: testDbUrl(), applicationName: "erp-test" }));
  token = await login(ME);
  otherToken = await login(OTHER);
  meId = (await db.user.findUniqueOrThrow({ where: { email: ME } })).id;
  otherId = (await db.user.findUniqueOrThrow({ where: { email: OTHER } })).id;
});

afterAll(async () => {
  await db.notification.deleteMany({ where: { userId: { in: [meId, otherId] } } });
  await closeRealtime();
  await db.$disconnect();
});

describe("notifications resource", () => {
  let ids: Map<string, string>;
  beforeAll(async () => {
    ids = await seedMine();
  });

  it("answers 401 without a token", async () => {
    const res = await api("GET", "/api/v1/notifications");
    expect(res.status).toBe(401);
    expect(firstError(res.body)).toMatchObject({ status: "401", code: "UNAUTHENTICATED" });
  });

  it("lists the caller's notifications, newest first, 10 by default", async () => {
    const res = await api("GET", "/api/v1/notifications", { token });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["N7", "N6", "N5", "N4", "N3", "N2", "N1"]);
    expect(res.body.meta?.page).toMatchObject({ perPage: 10, total: 7, currentPage: 1 });
    const n6 = list(res.body)[1];
    expect(n6?.type).toBe("notifications");
    expect(n6?.attributes).toEqual({
      name: "N6",
      message: "Pesan 6",
      url: "/gudang/stock",
      createdAt: "2025-01-06T08:00:00.000Z",
      readAt: "2025-01-06T09:00:00.000Z",
      is_read: true,
      null_read_at: false,
    });
  });

  it("serves the navbar query: 10 newest unread", async () => {
    const res = await api(
      "GET",
      "/api/v1/notifications?page[size]=10&page[number]=1&sort=-createdAt&filter[is_read]=false",
      { token },
    );
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["N7", "N5", "N3", "N1"]);
    expect(list(res.body).every((r) => r.attributes.is_read === false)).toBe(true);
    expect(res.body.meta?.page).toMatchObject({ total: 4, perPage: 10 });
  });

  it("serves the notification page query: 5 a page, unread first, then newest", async () => {
    const first = await api(
      "GET",
      "/api/v1/notifications?page[size]=5&page[number]=1&sort=null_read_at,-createdAt",
      { token },
    );
    expect(first.status).toBe(200);
    // Unread (newest first), then read (most recently read first).
    expect(names(first.body)).toEqual(["N7", "N5", "N3", "N1", "N6"]);
    expect(first.body.meta?.page).toEqual({
      currentPage: 1,
      from: 1,
      lastPage: 2,
      perPage: 5,
      to: 5,
      total: 7,
      hasMore: true,
    });
    expect(first.body.links?.next).toContain("page%5Bnumber%5D=2");
    const second = await api(
      "GET",
      "/api/v1/notifications?page[size]=5&page[number]=2&sort=null_read_at,-createdAt",
      { token },
    );
    expect(names(second.body)).toEqual(["N4", "N2"]);
    const reversed = await api("GET", "/api/v1/notifications?sort=-null_read_at,-createdAt", {
      token,
    });
    expect(names(reversed.body).slice(0, 3)).toEqual(["N2", "N4", "N6"]);
  });

  it("caps page[size] at 50 and refuses cursor paging over null_read_at", async () => {
    const res = await api("GET", "/api/v1/notifications?page[size]=500", { token });
    expect(res.body.meta?.page).toMatchObject({ perPage: 50 });
    const cursor = await api("GET", "/api/v1/notifications?page[limit]=2&sort=null_read_at", {
      token,
    });
    expect(cursor.status).toBe(400);
    expect(firstError(cursor.body).source?.parameter).toBe("sort");
    const plain = await api("GET", "/api/v1/notifications?page[limit]=2&sort=-createdAt", {
      token,
    });
    expect(plain.status).toBe(200);
    expect(names(plain.body)).toEqual(["N7", "N6"]);
  });

  it("filters by is_read and url", async () => {
    const read = await api("GET", "/api/v1/notifications?filter[is_read]=true", { token });
    expect(names(read.body)).toEqual(["N6", "N4", "N2"]);
    const byUrl = await api("GET", "/api/v1/notifications?filter[url]=/gudang/stock", { token });
    expect(names(byUrl.body)).toEqual(["N6", "N3"]);
    const bad = await api("GET", "/api/v1/notifications?filter[is_read]=mungkin", { token });
    expect(bad.status).toBe(400);
    expect(firstError(bad.body).source?.parameter).toBe("filter[is_read]");
  });

  it("hides another user's notifications: 404 on read and update, absent from lists", async () => {
    const foreign = await createNotification(db, { userId: otherId, name: "Milik orang lain" });
    const get = await api("GET", `/api/v1/notifications/${foreign.id}`, { token });
    expect(get.status).toBe(404);
    const patch = await api("PATCH", `/api/v1/notifications/${foreign.id}`, {
      token,
      body: { data: { type: "notifications", id: foreign.id, attributes: { readAt: null } } },
    });
    expect(patch.status).toBe(404);
    const all = await api("GET", "/api/v1/notifications?page[size]=50", { token });
    expect(list(all.body).some((r) => r.id === foreign.id)).toBe(false);
    const own = await api("GET", `/api/v1/notifications/${foreign.id}`, { token: otherToken });
    expect(own.status).toBe(200);
    expect(one(own.body).attributes.name).toBe("Milik orang lain");
  });

  it("PATCH sets and clears readAt (only readAt is writable)", async () => {
    const id = ids.get("N7") ?? "";
    const at = "2025-02-01T10:00:00.000Z";
    const res = await api("PATCH", `/api/v1/notifications/${id}`, {
      token,
      body: { data: { type: "notifications", id, attributes: { readAt: at } } },
    });
    expect(res.status).toBe(200);
    expect(one(res.body).attributes).toMatchObject({ readAt: at, is_read: true });
    const back = await api("PATCH", `/api/v1/notifications/${id}`, {
      token,
      body: { data: { type: "notifications", id, attributes: { readAt: null } } },
    });
    expect(back.status).toBe(200);
    expect(one(back.body).attributes).toMatchObject({ readAt: null, is_read: false });

    const name = await api("PATCH", `/api/v1/notifications/${id}`, {
      token,
      body: { data: { type: "notifications", id, attributes: { readAt: null, name: "x" } } },
    });
    expect(name.status).toBe(422);
    expect(firstError(name.body).detail).toContain("name");
  });

  it("answers 422 for a bad or missing readAt", async () => {
    const id = ids.get("N5") ?? "";
    const bad = await api("PATCH", `/api/v1/notifications/${id}`, {
      token,
      body: { data: { type: "notifications", id, attributes: { readAt: "kemarin" } } },
    });
    expect(bad.status).toBe(422);
    expect(firstError(bad.body)).toMatchObject({
      code: "VALIDATION_FAILED",
      detail: "Tanggal tidak valid (ISO 8601)",
      source: { pointer: "/data/attributes/readAt" },
    });
    const missing = await api("PATCH", `/api/v1/notifications/${id}`, {
      token,
      body: { data: { type: "notifications", id, attributes: {} } },
    });
    expect(missing.status).toBe(422);
    expect(firstError(missing.body).source?.pointer).toBe("/data/attributes/readAt");
  });

  it("read-all-by-url marks read the unread ones with that url (JSON or JSON:API body)", async () => {
    const res = await api("POST", "/api/v1/notifications/-actions/read-all-by-url", {
      token,
      body: { url: "/gudang/stock" },
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ count: 1 });
    const n3 = await api("GET", `/api/v1/notifications/${ids.get("N3")}`, { token });
    expect(one(n3.body).attributes.is_read).toBe(true);

    const again = await api("POST", "/api/v1/notifications/-actions/read-all-by-url", {
      token,
      body: { data: { type: "notifications", attributes: { url: "kasir/5" } } },
    });
    expect(again.status).toBe(200);
    expect(again.body.meta).toMatchObject({ count: 1 });

    const missing = await api("POST", "/api/v1/notifications/-actions/read-all-by-url", {
      token,
      body: {},
      headers: { "Content-Type": "application/json" },
    });
    expect(missing.status).toBe(422);
    expect(firstError(missing.body).source?.pointer).toBe("/data/attributes/url");
  });

  it("read-all marks every unread notification of the caller only", async () => {
    const foreignUnread = await db.notification.count({ where: { userId: otherId, readAt: null } });
    const unread = await db.notification.count({ where: { userId: meId, readAt: null } });
    expect(unread).toBeGreaterThan(0);
    const res = await api("POST", "/api/v1/notifications/-actions/read-all", { token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ count: unread });
    const after = await api("GET", "/api/v1/notifications?filter[is_read]=false", { token });
    expect(list(after.body)).toHaveLength(0);
    expect(await db.notification.count({ where: { userId: otherId, readAt: null } })).toBe(
      foreignUnread,
    );
    const none = await api("POST", "/api/v1/notifications/-actions/read-all", { token });
    expect(none.body.meta).toMatchObject({ count: 0 });
    expect((await api("POST", "/api/v1/notifications/-actions/read-all")).status).toBe(401);
  });
});

describe("notifyOffice", () => {
  it("creates one notification for every active user of the office", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: ME } });
    const officeId = user.officeId ?? "";
    const active = await db.user.count({ where: { officeId, isActive: true, deletedAt: null } });
    const rows = await notifyOffice(db, officeId, { name: "Untuk kantor", url: "/kantor" });
    expect(rows).toHaveLength(active);
    expect(rows.some((r) => r.userId === meId)).toBe(true);
    await db.notification.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  });
});

// ---------------------------------------------------------------------------------------------

describe("realtime: GET /api/realtime (SSE over LISTEN/NOTIFY)", () => {
  it("answers 401 without credentials", async () => {
    const res = await fetch(new URL("/api/realtime", baseUrl()), {
      headers: { Accept: "text/event-stream" },
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it("delivers NotificationCreated for the caller only, published after connecting", async () => {
    const stream = await openStream(token);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
      const ready = await stream.until("ready");
      expect(ready.data).toEqual({ channel: userChannel(meId) });

      await createNotification(db, { userId: otherId, name: "Bukan untuk saya" });
      const mine = await createNotification(db, {
        userId: meId,
        name: "Barang masuk",
        message: "Ada 3 koli baru",
        url: "/gudang/barang-masuk",
      });
      const created = await stream.until("NotificationCreated");
      expect(created.data).toMatchObject({
        id: mine.id,
        uuid: mine.id,
        type: "notifications",
        name: "Barang masuk",
        message: "Ada 3 koli baru",
        url: "/gudang/barang-masuk",
        readAt: null,
        is_read: false,
      });

      // Marking it read through the API tells the caller's other tabs.
      const patch = await api("PATCH", `/api/v1/notifications/${mine.id}`, {
        token,
        body: {
          data: {
            type: "notifications",
            id: mine.id,
            attributes: { readAt: new Date().toISOString() },
          },
        },
      });
      expect(patch.status).toBe(200);
      const updated = await stream.until("NotificationUpdated");
      expect(updated.data).toMatchObject({ id: mine.id, is_read: true });
    } finally {
      stream.close();
    }
  });

  it("sends only the id of a notification too large for pg_notify", async () => {
    const stream = await openStream(token);
    try {
      await stream.until("ready");
      const big = await createNotification(db, {
        userId: meId,
        name: "Panjang",
        message: "x".repeat(4999),
        url: "/x",
      });
      const small = await createNotification(db, {
        userId: meId,
        name: "Pendek",
        message: "é".repeat(4000),
      });
      expect((await stream.until("NotificationCreated")).data).toMatchObject({ id: big.id });
      expect((await stream.until("NotificationCreated")).data).toEqual({
        id: small.id,
        truncated: true,
      });
    } finally {
      stream.close();
    }
  });
});

describe("realtime: the LISTEN connection", () => {
  it("reconnects after the connection is killed and tells subscribers to resync", async () => {
    const driver = new PgRealtime({
      connectionString: testDbUrl(),
      applicationName: "erp-test-reconnect",
      minBackoffMs: 50,
      maxBackoffMs: 200,
      log: () => undefined,
    });
    const got: RealtimeMessage[] = [];
    const waitFor = async (pred: (m: RealtimeMessage) => boolean) => {
      const end = Date.now() + 10_000;
      while (Date.now() < end) {
        if (got.some(pred)) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error("timed out");
    };
    try {
      await driver.subscribe("test.channel", (m) => got.push(m));
      await driver.publish("test.channel", "Ping", { n: 1 });
      await waitFor((m) => m.event === "Ping");
      const admin = new pg.Client({ connectionString: adminDbUrl() });
      await admin.connect();
      try {
        const killed = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
          ["erp-test-reconnect"],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await waitFor((m) => m.event === RESYNC_EVENT);
      await driver.publish("test.channel", "Ping", { n: 2 });
      await waitFor((m) => m.event === "Ping" && (m.data as { n: number }).n === 2);
    } finally {
      await driver.close();
    }
  });
});

describe("POST /api/broadcasting/auth", () => {
  const post = (body: string, bearer?: string, type = "application/x-www-form-urlencoded") =>
    fetch(new URL("/api/broadcasting/auth", baseUrl()), {
      method: "POST",
      headers: {
        "Content-Type": type,
        Accept: "application/json",
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      body,
    });

  it("answers 401 without credentials", async () => {
    expect((await post(`socket_id=1234.1234&channel_name=${userChannel(meId)}`)).status).toBe(401);
  });

  it("refuses another user's channel with 403", async () => {
    const res = await post(`socket_id=1234.1234&channel_name=${userChannel(otherId)}`, token);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { errors: { code: string }[] };
    expect(body.errors[0]?.code).toBe("FORBIDDEN");
    const json = await post(
      JSON.stringify({ socket_id: "1234.1234", channel_name: "private-foobar" }),
      token,
      "application/json",
    );
    expect(json.status).toBe(403);
  });

  it("answers 422 for a malformed socket_id", async () => {
    const res = await post(`socket_id=abc&channel_name=${userChannel(meId)}`, token);
    expect(res.status).toBe(422);
  });

  it("answers 404 for the caller's own channel while Pusher is not configured", async () => {
    const res = await post(`socket_id=1234.1234&channel_name=${userChannel(meId)}`, token);
    expect(res.status).toBe(404);
  });
});
