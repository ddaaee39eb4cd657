// Customer service over real HTTP with the fake WhatsApp gateway (docs/customer-service.md):
// the signed webhook, inbound conversations matched to offices, automatic replies once, the
// outbox (retries, restart, never twice), broadcasts with STOP contacts, bounded regexes, and
// the error paths. The fake gateway is a real HTTP server started here; the device rows point
// the app at it. Every row made here carries the run's tag and is removed afterwards.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import {
  api,
  baseUrl,
  firstError,
  login,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { startFakeGateway, type FakeGateway } from "../../scripts/fake-whatsapp-gateway-server";

const db = connectTestDb();
const TAG = `CS${randomUUID().slice(0, 6).toUpperCase()}`;
const SECRET = randomBytes(16).toString("hex");
const INSTANCE = `test-${TAG.toLowerCase()}`;
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];

let cs: string;
let gudang: string;
let stockist: string;
let gateway: FakeGateway;
let deviceId: string;
const officeIds: string[] = [];
let seq = 0;

/** A fresh Indonesian mobile number (62…) unique to this run. */
function phone(): string {
  seq++;
  return `62899${String(Date.now() % 1_000_000).padStart(6, "0")}${String(seq).padStart(2, "0")}`;
}

async function until<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function member(p: string, name = `Mitra CS ${TAG}`) {
  const office = await db.office.create({
    data: {
      code: `MU-${TAG}-${officeIds.length}`,
      name,
      officeType: "member",
      officeCategoryId: 5,
      phone: `0${p.slice(2, 5)}-${p.slice(5, 9)}-${p.slice(9)}`,
      balance: 125000n,
    },
  });
  officeIds.push(office.id);
  return office;
}

async function chatOf(p: string) {
  return db.whatsappChat.findUnique({
    where: { whatsappDeviceId_phone: { whatsappDeviceId: deviceId, phone: p } },
  });
}

beforeAll(async () => {
  [cs, gudang, stockist] = await Promise.all([
    login("cs@erp.test"),
    login("gudang@erp.test"),
    login("stockist@erp.test"),
  ]);
  gateway = await startFakeGateway({
    webhookUrl: new URL("/api/webhooks/whatsapp", baseUrl()).toString(),
    webhookSecret: SECRET,
    defaultInstance: INSTANCE,
  });
  const device = await db.whatsappDevice.create({
    data: {
      name: `Perangkat ${TAG}`,
      phone: `6281${Date.now() % 100_000_000}`,
      instanceName: INSTANCE,
      gatewayUrl: gateway.url,
      webhookSecret: SECRET,
      ratePerMinute: 1200,
      status: "connected",
    },
  });
  deviceId = device.id;
});

afterAll(async () => {
  try {
    await gateway?.close();
    await db.broadcast.deleteMany({ where: { whatsappDeviceId: deviceId } });
    await db.responsePattern.deleteMany({
      where: { OR: [{ whatsappDeviceId: deviceId }, { pattern: { contains: TAG.toLowerCase() } }] },
    });
    await db.whatsappOptOut.deleteMany({ where: { phone: { startsWith: "62899" } } });
    await db.notification.deleteMany({ where: { message: { contains: TAG } } });
    await db.whatsappDevice.deleteMany({ where: { id: deviceId } });
    await db.broadcastTemplate.deleteMany({ where: { name: { contains: TAG } } });
    await db.cannedResponse.deleteMany({ where: { shortcut: { contains: TAG.toLowerCase() } } });
    await db.office.deleteMany({ where: { id: { in: officeIds } } });
    await db.backgroundJob.deleteMany({
      where: {
        kind: { in: ["whatsapp-outbox", "whatsapp-broadcast"] },
        status: { in: ["succeeded", "failed"] },
      },
    });
  } finally {
    await db.$disconnect();
  }
});

describe("the webhook", () => {
  it("refuses unsigned, wrongly signed, stale and unknown-instance deliveries with 401", async () => {
    const body = {
      event: "messages.upsert",
      instance: INSTANCE,
      data: {
        key: { id: `X${TAG}`, remoteJid: `${phone()}@s.whatsapp.net` },
        message: { conversation: "hai" },
      },
    };
    const unsigned = await gateway.post(body, { secret: null });
    expect(unsigned.status).toBe(401);
    expect(JSON.parse(unsigned.body).errors[0].detail).toBe("Tanda tangan webhook tidak valid");
    expect((await gateway.post(body, { secret: "not-the-secret" })).status).toBe(401);
    const stale = await gateway.post(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(401);
    expect((await gateway.post({ ...body, instance: "no-such-instance" })).status).toBe(401);
    const garbage = await fetch(new URL("/api/webhooks/whatsapp", baseUrl()), {
      method: "POST",
      body: "{nope",
    });
    expect(garbage.status).toBe(401);
    expect(await db.whatsappMessage.count({ where: { externalId: `X${TAG}` } })).toBe(0);
  });

  it("stores an inbound message once, matches its office and answers a pattern once", async () => {
    const p = phone();
    const office = await member(p);
    const pattern = await api("POST", "/api/v1/response-patterns", {
      token: cs,
      body: {
        data: {
          type: "response-patterns",
          attributes: {
            pattern: `harga ${TAG.toLowerCase()}`,
            match_type: "contains",
            response: `Daftar harga ${TAG}`,
            priority: 1,
            device_id: deviceId,
          },
        },
      },
    });
    expect(pattern.status).toBe(201);

    const first = await gateway.inbound({
      phone: p,
      text: `Minta harga ${TAG.toLowerCase()} dong`,
      name: "Budi",
    });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ status: "ok" });
    // The same delivery again (a gateway retry): stored once, answered once.
    const again = await gateway.inbound({
      phone: p,
      text: `Minta harga ${TAG.toLowerCase()} dong`,
      id: first.id,
    });
    expect(JSON.parse(again.body)).toMatchObject({ status: "duplicate" });

    const chat = await chatOf(p);
    expect(chat).toMatchObject({
      officeId: office.id,
      unreadCount: 1,
      name: "Budi",
      status: "open",
    });
    expect(
      await db.whatsappMessage.count({ where: { whatsappChatId: chat!.id, direction: "inbound" } }),
    ).toBe(1);

    const sent = await until("the automatic reply at the gateway", async () =>
      gateway.sent.find((m) => m.number === p && m.text === `Daftar harga ${TAG}`),
    );
    expect(sent.instance).toBe(INSTANCE);
    await new Promise((r) => setTimeout(r, 1500));
    expect(gateway.sent.filter((m) => m.number === p)).toHaveLength(1);
    const reply = await until("the reply delivered and read", async () =>
      db.whatsappMessage.findFirst({
        where: { whatsappChatId: chat!.id, autoReason: "pattern", status: "read" },
      }),
    );
    expect(reply.externalId).toBe(sent.id);

    const listed = await api("GET", `/api/v1/whatsapp-chats?filter[search]=${office.code}`, {
      token: cs,
    });
    expect(listed.status).toBe(200);
    expect(list(listed.body).map((r) => r.id)).toEqual([chat!.id]);
    expect(list(listed.body)[0]!.attributes).toMatchObject({
      office_code: office.code,
      unread_count: 1,
    });

    const summary = await api("GET", `/api/v1/whatsapp-chats/${chat!.id}/-actions/summary`, {
      token: cs,
    });
    expect(summary.status).toBe(200);
    expect(summary.body.meta).toMatchObject({
      office_summary: { office: { code: office.code, saldo: "125000" }, orders: [], disputes: [] },
    });
  });

  it("moves the device state from the gateway's deliveries", async () => {
    const r = await gateway.post({
      event: "connection.update",
      instance: INSTANCE,
      data: { state: "close" },
    });
    expect(r.status).toBe(200);
    expect((await db.whatsappDevice.findUniqueOrThrow({ where: { id: deviceId } })).status).toBe(
      "disconnected",
    );
    await gateway.post({ event: "connection.update", instance: INSTANCE, data: { state: "open" } });
    expect((await db.whatsappDevice.findUniqueOrThrow({ where: { id: deviceId } })).status).toBe(
      "connected",
    );
  });
});

describe("the inbox", () => {
  it("replies, notes, assigns, closes and reopens a conversation", async () => {
    const p = phone();
    await gateway.inbound({ phone: p, text: `Halo ${TAG}` });
    const chat = await until("the chat", () => chatOf(p));

    const reply = await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/reply`, {
      token: cs,
      body: {
        data: { type: "whatsapp-chats", id: chat.id, attributes: { body: `Jawaban ${TAG}` } },
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.meta).toMatchObject({ message: "Pesan masuk antrean kirim" });
    expect(one(reply.body).attributes).toMatchObject({ unread_count: 0 });
    await until("the reply at the gateway", async () =>
      gateway.sent.find((m) => m.text === `Jawaban ${TAG}`),
    );

    const note = await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/note`, {
      token: cs,
      body: {
        data: { type: "whatsapp-chats", id: chat.id, attributes: { body: `Rahasia ${TAG}` } },
      },
    });
    expect(note.status).toBe(200);
    await new Promise((r) => setTimeout(r, 2500));
    expect(gateway.sent.some((m) => m.text === `Rahasia ${TAG}`)).toBe(false);
    const messages = await api(
      "GET",
      `/api/v1/whatsapp-messages?filter[chat]=${chat.id}&sort=createdAt`,
      { token: cs },
    );
    expect(list(messages.body).map((m) => m.attributes.status)).toEqual([
      "received",
      "read",
      "note",
    ]);
    expect(list(messages.body)[2]!.attributes).toMatchObject({
      is_note: true,
      sent_by_name: "Putri Ayu Wulandari",
    });

    const me = await db.user.findUniqueOrThrow({ where: { email: "cs@erp.test" } });
    expect((await db.whatsappChat.findUniqueOrThrow({ where: { id: chat.id } })).assignedToId).toBe(
      me.id,
    );
    const gudangUser = await db.user.findUniqueOrThrow({ where: { email: "gudang@erp.test" } });
    const badAgent = await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/assign`, {
      token: cs,
      body: {
        data: { type: "whatsapp-chats", id: chat.id, attributes: { user_id: gudangUser.id } },
      },
    });
    expect(badAgent.status).toBe(422);
    const unassign = await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/assign`, {
      token: cs,
      body: { data: { type: "whatsapp-chats", id: chat.id, attributes: { user_id: null } } },
    });
    expect(unassign.status).toBe(200);

    expect(
      (await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/close`, { token: cs })).status,
    ).toBe(200);
    const closeAgain = await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/close`, {
      token: cs,
    });
    expect(closeAgain.status).toBe(409);
    expect(firstError(closeAgain.body)?.detail).toBe("Percakapan sudah ditutup");
    // A new message reopens it.
    await gateway.inbound({ phone: p, text: "Masih ada pertanyaan" });
    expect((await db.whatsappChat.findUniqueOrThrow({ where: { id: chat.id } })).status).toBe(
      "open",
    );

    const history = await api("GET", `/api/v1/whatsapp-chats/${chat.id}/-actions/history`, {
      token: cs,
    });
    expect(history.status).toBe(200);
    expect(list(history.body).map((h) => h.attributes.action)).toEqual(["assign", "close"]);
  });

  it("refuses others: 401, 403, 404, 415, 400 and 422", async () => {
    const p = phone();
    await gateway.inbound({ phone: p, text: "Tes akses" });
    const chat = await until("the chat", () => chatOf(p));
    const reply = (
      token?: string,
      id = chat.id,
      attributes: Record<string, unknown> = { body: "x" },
    ) =>
      api("POST", `/api/v1/whatsapp-chats/${id}/-actions/reply`, {
        token,
        body: { data: { type: "whatsapp-chats", id, attributes } },
      });
    expect((await api("GET", "/api/v1/whatsapp-chats")).status).toBe(401);
    expect((await api("GET", "/api/v1/whatsapp-chats", { token: stockist })).status).toBe(403);
    expect((await api("GET", `/api/v1/whatsapp-chats/${chat.id}`, { token: gudang })).status).toBe(
      403,
    );
    expect((await reply(gudang)).status).toBe(403);
    expect((await reply(cs, randomUUID())).status).toBe(404);
    expect((await reply(cs, chat.id, { body: "" })).status).toBe(422);
    expect((await reply(cs, chat.id, { body: "x", extra: 1 })).status).toBe(422);
    expect(
      (await api("GET", "/api/v1/whatsapp-chats?filter[unread]=maybe", { token: cs })).status,
    ).toBe(400);
    expect((await api("GET", "/api/v1/whatsapp-chats?sort=__proto__", { token: cs })).status).toBe(
      400,
    );
    const plain = await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/reply`, {
      token: cs,
      raw: "body=x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    expect(
      (await api("GET", `/api/v1/whatsapp-chats/${chat.id}/-actions/summary`, { token: stockist }))
        .status,
    ).toBe(403);
  });
});

describe("the outbox", () => {
  it("retries a gateway error with backoff and finally shows it failed with the reason", async () => {
    const p = phone();
    await gateway.inbound({ phone: p, text: "Tolong dibalas" });
    const chat = await until("the chat", () => chatOf(p));
    gateway.failNext(1000, 503);
    try {
      await api("POST", `/api/v1/whatsapp-chats/${chat.id}/-actions/reply`, {
        token: cs,
        body: {
          data: { type: "whatsapp-chats", id: chat.id, attributes: { body: `Gagal ${TAG}` } },
        },
      });
      const retried = await until("a retry scheduled", () =>
        db.whatsappMessage.findFirst({
          where: {
            whatsappChatId: chat.id,
            body: `Gagal ${TAG}`,
            attempts: { gte: 1 },
            status: "queued",
          },
        }),
      );
      expect(retried.error).toContain("503");
      expect(retried.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      // Skip the waits: each retry is made due now and run, one attempt after the other.
      for (let attempt = 2; attempt <= 5; attempt++) {
        await db.whatsappMessage.updateMany({
          where: { id: retried.id, status: "queued" },
          data: { nextAttemptAt: new Date(Date.now() - 1000) },
        });
        await db.backgroundJob.create({ data: { kind: "whatsapp-outbox", payload: {} } });
        await until(`attempt ${attempt}`, () =>
          db.whatsappMessage.findFirst({
            where: { id: retried.id, attempts: { gte: attempt }, status: { in: ["queued", "failed"] } },
          }),
        );
      }
      const failed = await until("the message failed", () =>
        db.whatsappMessage.findFirst({ where: { id: retried.id, status: "failed" } }),
      );
      expect(failed.attempts).toBe(5);
      expect(failed.error).toContain("Gateway WhatsApp menjawab 503");
      const shown = await api("GET", `/api/v1/whatsapp-messages/${retried.id}`, { token: cs });
      expect(one(shown.body).attributes).toMatchObject({ status: "failed", attempts: 5 });
    } finally {
      gateway.failNext(0);
    }
  });

  it("survives a sender that died after the gateway took the message: delivered once", async () => {
    const p = phone();
    await gateway.inbound({ phone: p, text: "Halo lagi" });
    const chat = await until("the chat", () => chatOf(p));
    // A sender claimed a message (as claimOutbox leaves it: `sending`, attempt 1, held), handed
    // it to the gateway and died before recording the answer.
    const msg = await db.whatsappMessage.create({
      data: {
        whatsappChatId: chat.id,
        direction: "outbound",
        body: `Sekali saja ${TAG}`,
        status: "sending",
        attempts: 1,
        lockedUntil: new Date(Date.now() + 3_600_000),
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    });
    await fetch(`${gateway.url}/message/sendText/${INSTANCE}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ number: p, text: msg.body, idempotencyKey: msg.id }),
    });
    // The claim expires (as after WHATSAPP_CLAIM_SECONDS) and the app's runner takes it again.
    await db.whatsappMessage.update({
      where: { id: msg.id },
      data: {
        lockedUntil: new Date(Date.now() - 1000),
        nextAttemptAt: new Date(Date.now() - 1000),
      },
    });
    await db.backgroundJob.create({ data: { kind: "whatsapp-outbox", payload: {} } });
    const done = await until("the message recorded sent", () =>
      db.whatsappMessage.findFirst({
        where: { id: msg.id, status: { in: ["sent", "delivered", "read"] } },
      }),
    );
    expect(done.attempts).toBe(2);
    expect(gateway.sent.filter((m) => m.idempotencyKey === msg.id)).toHaveLength(1);
    expect(gateway.duplicates()).toBeGreaterThanOrEqual(1);
  });
});

describe("STOP, broadcasts and templates", () => {
  it("sends a broadcast to its audience once each, skipping and listing STOP contacts", async () => {
    const phones = Array.from({ length: 6 }, () => phone());
    const offices = [];
    for (const p of phones) offices.push(await member(p, `Mitra Broadcast ${TAG}`));
    // One of them answers STOP: confirmed, put on the list.
    const stopper = phones[0]!;
    await gateway.inbound({ phone: stopper, text: "STOP" });
    await until("the STOP confirmation", async () =>
      gateway.sent.find(
        (m) => m.number === stopper && m.text.startsWith("Anda tidak akan menerima broadcast"),
      ),
    );
    expect(await db.whatsappOptOut.count({ where: { phone: stopper } })).toBe(1);

    const template = await api("POST", "/api/v1/broadcast-templates", {
      token: cs,
      body: {
        data: {
          type: "broadcast-templates",
          attributes: { name: `Promo ${TAG}`, message: "Halo {nama} ({kode}), saldo {saldo}" },
        },
      },
    });
    expect(template.status).toBe(201);
    const preview = await api("POST", "/api/v1/broadcast-templates/-actions/preview", {
      token: cs,
      body: {
        data: {
          type: "broadcast-templates",
          attributes: { message: "Halo {nama} ({kode}), saldo {saldo}", office_id: offices[1]!.id },
        },
      },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.meta).toMatchObject({
      preview: `Halo Mitra Broadcast ${TAG} (${offices[1]!.code}), saldo Rp 125.000`,
    });

    const codes = offices.map((o) => o.code);
    const count = await api("POST", "/api/v1/broadcasts/-actions/preview-audience", {
      token: cs,
      body: { data: { type: "broadcasts", attributes: { audience: { codes } } } },
    });
    expect(count.body.meta).toEqual({ recipients: 6, opted_out: 1 });

    const created = await api("POST", "/api/v1/broadcasts", {
      token: cs,
      body: {
        data: {
          type: "broadcasts",
          attributes: {
            name: `Broadcast ${TAG}`,
            device_id: deviceId,
            template_id: template.body.data && one(template.body).id,
            message: "Halo {nama} ({kode}), saldo {saldo}",
            audience: { codes },
          },
        },
      },
    });
    expect(created.status).toBe(201);
    const id = one(created.body).id;
    expect(one(created.body).attributes).toMatchObject({
      status: "sending",
      total_recipients: 6,
      skipped_count: 1,
    });

    const done = await until(
      "the broadcast finished",
      async () => {
        const r = await api("GET", `/api/v1/broadcasts/${id}`, { token: cs });
        return one(r.body).attributes.status === "sent" ? one(r.body) : null;
      },
      30_000,
    );
    expect(done.attributes).toMatchObject({
      sent_count: 5,
      failed_count: 0,
      skipped_count: 1,
      pending_count: 0,
    });
    for (const [i, p] of phones.entries()) {
      const got = gateway.sent.filter((m) => m.number === p && m.text.startsWith("Halo "));
      expect(got, p).toHaveLength(i === 0 ? 0 : 1);
      if (i > 0)
        expect(got[0]!.text).toBe(
          `Halo Mitra Broadcast ${TAG} (${offices[i]!.code}), saldo Rp 125.000`,
        );
    }
    const skipped = await api(
      "GET",
      `/api/v1/broadcast-recipients?filter[broadcast]=${id}&filter[status]=skipped`,
      { token: cs },
    );
    expect(list(skipped.body).map((r) => r.attributes.phone)).toEqual([stopper]);

    const cancel = await api("POST", `/api/v1/broadcasts/${id}/-actions/cancel`, { token: cs });
    expect(cancel.status).toBe(409);
    expect(
      (await api("POST", `/api/v1/broadcasts/${id}/-actions/pause`, { token: gudang })).status,
    ).toBe(403);
  });

  it("pauses, resumes after a lost sender and still sends everyone once", async () => {
    const phones = Array.from({ length: 4 }, () => phone());
    const offices = [];
    for (const p of phones) offices.push(await member(p, `Mitra Jeda ${TAG}`));
    // A slow device so the pause lands mid-way.
    await db.whatsappDevice.update({ where: { id: deviceId }, data: { ratePerMinute: 60 } });
    try {
      const created = await api("POST", "/api/v1/broadcasts", {
        token: cs,
        body: {
          data: {
            type: "broadcasts",
            attributes: {
              name: `Jeda ${TAG}`,
              device_id: deviceId,
              message: `Info ${TAG} untuk {kode}`,
              audience: { codes: offices.map((o) => o.code) },
            },
          },
        },
      });
      const id = one(created.body).id;
      await until("a first send", async () =>
        gateway.sent.some((m) => m.text.startsWith(`Info ${TAG}`)),
      );
      expect(
        (await api("POST", `/api/v1/broadcasts/${id}/-actions/pause`, { token: cs })).status,
      ).toBe(200);
      expect(
        (await api("POST", `/api/v1/broadcasts/${id}/-actions/pause`, { token: cs })).status,
      ).toBe(409);
      // The sender dies holding its lease (as a killed instance would).
      await db.broadcast.update({
        where: { id },
        data: { lockedBy: "dead-host:1:x", leaseUntil: new Date(Date.now() - 1000) },
      });
      await db.whatsappDevice.update({ where: { id: deviceId }, data: { ratePerMinute: 1200 } });
      expect(
        (await api("POST", `/api/v1/broadcasts/${id}/-actions/resume`, { token: cs })).status,
      ).toBe(200);
      await until(
        "the broadcast finished",
        async () => {
          const r = await db.broadcast.findUniqueOrThrow({ where: { id } });
          return r.status === "sent" ? r : null;
        },
        30_000,
      );
      for (const o of offices)
        expect(
          gateway.sent.filter((m) => m.text === `Info ${TAG} untuk ${o.code}`),
          o.code,
        ).toHaveLength(1);
      const history = await api("GET", `/api/v1/broadcasts/${id}/-actions/history`, { token: cs });
      expect(list(history.body).map((h) => h.attributes.action)).toEqual(["pause", "resume"]);
    } finally {
      await db.whatsappDevice.update({ where: { id: deviceId }, data: { ratePerMinute: 1200 } });
    }
  });

  it("refuses an audience without numbers and a broadcast without an audience", async () => {
    const noAudience = await api("POST", "/api/v1/broadcasts", {
      token: cs,
      body: {
        data: {
          type: "broadcasts",
          attributes: { name: "x", device_id: deviceId, message: "x", audience: {} },
        },
      },
    });
    expect(noAudience.status).toBe(422);
    const nobody = await api("POST", "/api/v1/broadcasts", {
      token: cs,
      body: {
        data: {
          type: "broadcasts",
          attributes: {
            name: "x",
            device_id: deviceId,
            message: "x",
            audience: { codes: [`NONE-${TAG}`] },
          },
        },
      },
    });
    expect(nobody.status).toBe(422);
    expect(firstError(nobody.body)?.detail).toBe(
      "Tidak ada penerima dengan nomor HP untuk pilihan ini",
    );
  });
});

describe("response patterns and business hours", () => {
  it("refuses a catastrophic regex and bounds the accepted ones", async () => {
    for (const pattern of [
      "(a+)+$",
      "(a|aa)*b",
      "(\\w+\\s?)*$",
      "(x+x+)+y",
      "(a)\\1",
      "a.*b.*c.*d",
    ]) {
      const r = await api("POST", "/api/v1/response-patterns", {
        token: cs,
        body: {
          data: {
            type: "response-patterns",
            attributes: { pattern, match_type: "regex", response: "x" },
          },
        },
      });
      expect(r.status, pattern).toBe(422);
      expect(firstError(r.body)?.source?.pointer).toBe("/data/attributes/pattern");
    }
    const long = await api("POST", "/api/v1/response-patterns", {
      token: cs,
      body: {
        data: {
          type: "response-patterns",
          attributes: { pattern: "a".repeat(201), match_type: "regex", response: "x" },
        },
      },
    });
    expect(long.status).toBe(422);
    const ok = await api("POST", "/api/v1/response-patterns", {
      token: cs,
      body: {
        data: {
          type: "response-patterns",
          attributes: {
            pattern: `^ongkir ${TAG.toLowerCase()}\\s+\\d+$`,
            match_type: "regex",
            response: `Ongkir ${TAG}`,
            priority: 2,
          },
        },
      },
    });
    expect(ok.status).toBe(201);
    const test = await api("POST", "/api/v1/response-patterns/-actions/test", {
      token: cs,
      body: {
        data: {
          type: "response-patterns",
          attributes: { message: `ongkir ${TAG.toLowerCase()}   12` },
        },
      },
    });
    expect(test.status).toBe(200);
    expect(test.body.meta).toMatchObject({
      match: { id: one(ok.body).id, response: `Ongkir ${TAG}` },
    });
    const none = await api("POST", "/api/v1/response-patterns/-actions/test", {
      token: cs,
      body: {
        data: { type: "response-patterns", attributes: { message: `${"a".repeat(4000)}!` } },
      },
    });
    expect(none.status).toBe(200);
  });

  it("sends the away message once per conversation outside business hours", async () => {
    const before = await db.csBusinessHours.findUniqueOrThrow({ where: { id: 1 } });
    const patch = await api("PATCH", "/api/v1/cs-business-hours/1", {
      token: cs,
      body: {
        data: {
          type: "cs-business-hours",
          id: "1",
          attributes: {
            is_active: true,
            days: [],
            opens_at: 480,
            closes_at: 1020,
            away_message: `Kami tutup ${TAG}`,
          },
        },
      },
    });
    expect(patch.status).toBe(200);
    try {
      const p = phone();
      await gateway.inbound({ phone: p, text: "Pagi" });
      await gateway.inbound({ phone: p, text: "Halo?" });
      await until("the away message", async () =>
        gateway.sent.find((m) => m.number === p && m.text === `Kami tutup ${TAG}`),
      );
      await new Promise((r) => setTimeout(r, 2500));
      expect(
        gateway.sent.filter((m) => m.number === p && m.text === `Kami tutup ${TAG}`),
      ).toHaveLength(1);
      const bad = await api("PATCH", "/api/v1/cs-business-hours/1", {
        token: cs,
        body: {
          data: {
            type: "cs-business-hours",
            id: "1",
            attributes: { opens_at: 900, closes_at: 800 },
          },
        },
      });
      expect(bad.status).toBe(422);
    } finally {
      await db.csBusinessHours.update({
        where: { id: 1 },
        data: {
          isActive: before.isActive,
          days: before.days,
          opensAt: before.opensAt,
          closesAt: before.closesAt,
          awayMessage: before.awayMessage,
        },
      });
    }
  });
});

describe("devices", () => {
  it("pairs with the gateway's QR until connected, and disconnects", async () => {
    gateway.setState(INSTANCE, "close");
    const connect = () =>
      api("POST", `/api/v1/whatsapp-devices/${deviceId}/-actions/connect`, { token: cs });
    const first = await connect();
    expect(first.status).toBe(200);
    expect(one(first.body).attributes).toMatchObject({ status: "connecting", driver: "http" });
    expect(String(one(first.body).attributes.qr_code)).toContain("FAKE-QR");
    expect(one(first.body).attributes).not.toHaveProperty("webhook_secret");
    expect(one(first.body).attributes).not.toHaveProperty("gateway_url");
    await connect();
    const third = await connect();
    expect(one(third.body).attributes).toMatchObject({ status: "connected", qr_code: null });
    const off = await api("POST", `/api/v1/whatsapp-devices/${deviceId}/-actions/disconnect`, {
      token: cs,
    });
    expect(one(off.body).attributes).toMatchObject({ status: "disconnected" });
    gateway.setState(INSTANCE, "open");
    const refresh = await api("POST", `/api/v1/whatsapp-devices/${deviceId}/-actions/refresh`, {
      token: cs,
    });
    expect(one(refresh.body).attributes).toMatchObject({ status: "connected" });
    const del = await api("DELETE", `/api/v1/whatsapp-devices/${deviceId}`, { token: cs });
    expect(del.status).toBe(409);
  });
});
