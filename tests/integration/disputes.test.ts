// Disputes over real HTTP (docs/money.md "Disputes"): image uploads checked by content (415 for
// a file that is no JPEG/PNG/WEBP whatever its name, 422 when missing, too large or too many),
// filing a dispute on an order or a shipment of one's own office with its images (422 for
// anything else), office scope (another office's dispute and image are a 404), Pusat's decision
// with a required reason (403 for the filing office, 409 twice), the history rows and the
// notices to Pusat and to the office.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, baseUrl, firstError, login, type JsonApiResource } from "../support/api";

const db = connectTestDb();
const TAG = `DS${randomUUID().slice(0, 6).toUpperCase()}`;
const PNG = new Uint8Array(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAJUlEQVR4nGO4U6EBR78uTYMjXOIMg1ADMYqQxQejhkEYrCMxHgCzeu8QOKkhCQAAAABJRU5ErkJggg==",
    "base64",
  ),
);

let stockist: string;
let sc: string;
let kasir: string;
let mitra: string;
let stkId: string;
let orderId: string;
let foreignOrderId: string;
let movementId: string;

function form(parts: { bytes: Uint8Array; name: string; type: string }[], field = "images") {
  const f = new FormData();
  for (const p of parts)
    f.append(field, new Blob([new Uint8Array(p.bytes)], { type: p.type }), p.name);
  return f;
}
const upload = (token: string, body: FormData) =>
  api("POST", "/api/v1/dispute-images/-actions/uploads", { token, raw: body });

async function uploadOne(token = stockist): Promise<JsonApiResource> {
  const res = await upload(token, form([{ bytes: PNG, name: "bukti.png", type: "image/png" }]));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.data as JsonApiResource[])[0] as JsonApiResource;
}

function disputeDoc(
  attributes: Record<string, unknown>,
  rel: { order?: string; movement?: string },
) {
  return {
    data: {
      type: "disputes",
      attributes: { kind: "wrong_amount", description: `Uji ${TAG}`, ...attributes },
      relationships: {
        ...(rel.order ? { order: { data: { type: "orders", id: rel.order } } } : {}),
        ...(rel.movement
          ? { "stock-movement": { data: { type: "stock-movements", id: rel.movement } } }
          : {}),
      },
    },
  };
}
const file = (body: unknown, token = stockist) => api("POST", "/api/v1/disputes", { token, body });
const resolve = (id: string, attributes: Record<string, unknown>, token = kasir) =>
  api("POST", `/api/v1/disputes/${id}/-actions/resolve`, {
    token,
    body: { data: { type: "disputes", id, attributes } },
  });

beforeAll(async () => {
  [stockist, sc, kasir, mitra] = await Promise.all([
    login("stockist@erp.test"),
    login("sc@erp.test"),
    login("kasir@erp.test"),
    login("mitra@erp.test"),
  ]);
  stkId = (await db.office.findUniqueOrThrow({ where: { code: "STK-001" } })).id;
  const scId = (await db.office.findUniqueOrThrow({ where: { code: "SC-001" } })).id;
  orderId = (
    await db.order.findFirstOrThrow({
      where: { destinationOfficeId: stkId, deletedAt: null, status: { not: "draft" } },
    })
  ).id;
  foreignOrderId = (
    await db.order.findFirstOrThrow({
      where: {
        deletedAt: null,
        AND: [
          { originOfficeId: { not: stkId } },
          { destinationOfficeId: { not: stkId } },
          { OR: [{ destinationOfficeId: scId }, { originOfficeId: scId }] },
        ],
      },
    })
  ).id;
  movementId = (
    await db.stockMovement.findFirstOrThrow({
      where: { destinationOfficeId: stkId, deletedAt: null, status: { not: "draft" } },
    })
  ).id;
});

afterAll(async () => {
  await db.$disconnect();
});

describe("dispute-images/-actions/uploads", () => {
  it("201: the image is stored and served to its office only", async () => {
    const img = await uploadOne();
    expect(img.type).toBe("dispute-images");
    expect(img.attributes.original_name).toBe("bukti.png");
    expect(img.attributes.mime_type).toBe("image/png");
    expect(img.attributes.dispute_id).toBeNull();
    const url = String(img.attributes.url);
    expect(url).toMatch(/^\/api\/v1\/dispute-image-files\/[0-9a-f-]{36}\.png$/);
    const own = await fetch(new URL(url, baseUrl()), {
      headers: { Authorization: `Bearer ${stockist}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    for (const token of [sc, undefined]) {
      const other = await api("GET", url, { token });
      expect(other.status).toBe(token ? 404 : 401);
    }
    const row = await db.disputeImage.findUniqueOrThrow({ where: { id: img.id } });
    expect(row.officeId).toBe(stkId);
  });

  it("415 for a file that is no image, whatever its name and declared type", async () => {
    const res = await upload(
      stockist,
      form([{ bytes: new TextEncoder().encode("bukan gambar"), name: "x.png", type: "image/png" }]),
    );
    expect(res.status).toBe(415);
    expect(firstError(res.body).detail).toBe("Gambar harus berformat JPG, PNG atau WEBP");
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/images/0");
  });

  it("422 when too large, missing or too many; nothing is stored", async () => {
    const before = await db.disputeImage.count({ where: { officeId: stkId } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const large = await upload(
      stockist,
      form([{ bytes: big, name: "besar.png", type: "image/png" }]),
    );
    expect(large.status).toBe(422);
    expect(firstError(large.body).detail).toBe("Ukuran gambar maksimal 5 MB");
    const none = new FormData();
    none.append("other", "x");
    const missing = await upload(stockist, none);
    expect(missing.status).toBe(422);
    expect(firstError(missing.body).detail).toBe("Gambar wajib diunggah");
    const six = Array.from({ length: 6 }, () => ({ bytes: PNG, name: "a.png", type: "image/png" }));
    const many = await upload(stockist, form(six));
    expect(many.status).toBe(422);
    expect(await db.disputeImage.count({ where: { officeId: stkId } })).toBe(before);
  });

  it("415 for a body that is not multipart, 401 without a session, 403 without the permission", async () => {
    const json = await api("POST", "/api/v1/dispute-images/-actions/uploads", {
      token: stockist,
      body: { data: {} },
    });
    expect(json.status).toBe(415);
    const f = form([{ bytes: PNG, name: "a.png", type: "image/png" }]);
    expect((await api("POST", "/api/v1/dispute-images/-actions/uploads", { raw: f })).status).toBe(
      401,
    );
    expect(
      (await upload(mitra, form([{ bytes: PNG, name: "a.png", type: "image/png" }]))).status,
    ).toBe(403);
  });
});

describe("filing, scope and resolution", () => {
  let disputeId = "";
  let imageId = "";

  it("201: a dispute on the office's order with its image; Pusat is notified", async () => {
    imageId = (await uploadOne()).id;
    const kasirUser = await db.user.findUniqueOrThrow({ where: { email: "kasir@erp.test" } });
    const noticesBefore = await db.notification.count({ where: { userId: kasirUser.id } });
    const res = await file(disputeDoc({ image_ids: [imageId] }, { order: orderId }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const d = res.body.data as JsonApiResource;
    disputeId = d.id;
    expect(d.attributes).toMatchObject({
      kind: "wrong_amount",
      kind_label: "Jumlah Tidak Sesuai",
      status: "open",
      status_label: "Menunggu",
      order_id: orderId,
      office_code: "STK-001",
      image_count: 1,
    });
    expect(String(d.attributes.code)).toMatch(/^DSP-\d{6}-\d{6}$/);
    const img = await db.disputeImage.findUniqueOrThrow({ where: { id: imageId } });
    expect(img.disputeId).toBe(disputeId);
    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "disputes", documentId: disputeId },
    });
    expect(history.map((h) => [h.action, h.toStatus])).toEqual([["create", "open"]]);
    expect(await db.notification.count({ where: { userId: kasirUser.id } })).toBe(
      noticesBefore + 1,
    );
    const images = await api("GET", `/api/v1/disputes/${disputeId}/dispute-images`, {
      token: stockist,
    });
    expect(images.status).toBe(200);
    expect((images.body.data as JsonApiResource[]).map((i) => i.id)).toEqual([imageId]);
  });

  it("201: goods missing on a shipment received by the office", async () => {
    const res = await file(disputeDoc({ kind: "goods_missing" }, { movement: movementId }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((res.body.data as JsonApiResource).attributes.stock_movement_id).toBe(movementId);
  });

  it("422: neither or both documents, another office's order, a used image, bad input", async () => {
    const cases: [unknown, string][] = [
      [disputeDoc({}, {}), "/data/relationships/order"],
      [disputeDoc({}, { order: orderId, movement: movementId }), "/data/relationships/order"],
      [disputeDoc({}, { order: foreignOrderId }), "/data/relationships/order"],
      [disputeDoc({ image_ids: [imageId] }, { order: orderId }), "/data/attributes/image_ids"],
      [disputeDoc({ kind: "lainnya" }, { order: orderId }), "/data/attributes/kind"],
      [disputeDoc({ description: " " }, { order: orderId }), "/data/attributes/description"],
    ];
    for (const [body, pointer] of cases) {
      const res = await file(body);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe(pointer);
    }
    // Another office's image cannot be attached either.
    const scImage = await uploadOne(sc);
    const res = await file(disputeDoc({ image_ids: [scImage.id] }, { order: orderId }));
    expect(res.status).toBe(422);
    expect(firstError(res.body).source?.pointer).toBe("/data/attributes/image_ids");
  });

  it("403 for a member filing a dispute", async () => {
    const res = await file(disputeDoc({}, { order: orderId }), mitra);
    expect(res.status).toBe(403);
  });

  it("scope: the office and Pusat see it, another office gets a 404", async () => {
    expect((await api("GET", `/api/v1/disputes/${disputeId}`, { token: stockist })).status).toBe(
      200,
    );
    expect((await api("GET", `/api/v1/disputes/${disputeId}`, { token: kasir })).status).toBe(200);
    const other = await api("GET", `/api/v1/disputes/${disputeId}`, { token: sc });
    expect(other.status).toBe(404);
    const list = await api("GET", "/api/v1/disputes?page[size]=100", { token: sc });
    expect(
      (list.body.data as JsonApiResource[]).every((d) => d.attributes.office_code === "SC-001"),
    ).toBe(true);
    const all = await api("GET", `/api/v1/disputes?filter[order_id]=${orderId}`, { token: kasir });
    expect((all.body.data as JsonApiResource[]).some((d) => d.id === disputeId)).toBe(true);
    const img = await db.disputeImage.findUniqueOrThrow({ where: { id: imageId } });
    const asKasir = await fetch(new URL(`/api/v1/dispute-image-files/${img.filename}`, baseUrl()), {
      headers: { Authorization: `Bearer ${kasir}` },
    });
    expect(asKasir.status).toBe(200);
    expect((await api("GET", `/api/v1/dispute-images/${imageId}`, { token: sc })).status).toBe(404);
    expect((await resolve(disputeId, { status: "resolved", resolution: "x" }, sc)).status).toBe(
      404,
    );
  });

  it("resolution: a reason is required, only Pusat decides, once; the office is notified", async () => {
    const noReason = await resolve(disputeId, { status: "resolved", resolution: "  " });
    expect(noReason.status).toBe(422);
    expect(firstError(noReason.body).source?.pointer).toBe("/data/attributes/resolution");
    const badStatus = await resolve(disputeId, { status: "open", resolution: "x" });
    expect(badStatus.status).toBe(422);
    const own = await resolve(disputeId, { status: "resolved", resolution: "sendiri" }, stockist);
    expect(own.status).toBe(403);

    const users = await db.user.findMany({
      where: { officeId: stkId, isActive: true, deletedAt: null },
    });
    const before = await db.notification.count({
      where: { userId: { in: users.map((u) => u.id) } },
    });
    const ok = await resolve(disputeId, {
      status: "resolved",
      resolution: `Selisih dikoreksi ${TAG}`,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.meta?.message).toBe("Dispute berhasil diselesaikan");
    expect((ok.body.data as JsonApiResource).attributes).toMatchObject({
      status: "resolved",
      resolution: `Selisih dikoreksi ${TAG}`,
      resolved_by_name: expect.any(String),
    });
    const notices = await db.notification.findMany({
      where: { userId: { in: users.map((u) => u.id) }, name: { contains: "diselesaikan" } },
      orderBy: { createdAt: "desc" },
    });
    expect(await db.notification.count({ where: { userId: { in: users.map((u) => u.id) } } })).toBe(
      before + users.length,
    );
    expect(notices[0]?.message).toBe(`Alasan: Selisih dikoreksi ${TAG}`);

    const again = await resolve(disputeId, { status: "rejected", resolution: "lagi" });
    expect(again.status).toBe(409);
    const history = await db.documentStatusHistory.findMany({
      where: { documentType: "disputes", documentId: disputeId },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.note])).toEqual([
      ["create", null, "open", `Uji ${TAG}`],
      ["resolve", "open", "resolved", `Selisih dikoreksi ${TAG}`],
    ]);
  });

  it("GET disputes/{id}/-actions/history: who, when, from, to and the note, in scope", async () => {
    const res = await api("GET", `/api/v1/disputes/${disputeId}/-actions/history`, {
      token: stockist,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.data as JsonApiResource[];
    expect(rows.map((r) => r.type)).toEqual([
      "document-status-histories",
      "document-status-histories",
    ]);
    expect(
      rows.map((r) => [
        r.attributes.action,
        r.attributes.from_status,
        r.attributes.to_status,
        r.attributes.note,
        r.attributes.document_type,
      ]),
    ).toEqual([
      ["create", null, "open", `Uji ${TAG}`, "disputes"],
      ["resolve", "open", "resolved", `Selisih dikoreksi ${TAG}`, "disputes"],
    ]);
    for (const r of rows) {
      expect(typeof r.attributes.user_name).toBe("string");
      expect(Number.isNaN(Date.parse(String(r.attributes.createdAt)))).toBe(false);
    }
    // Pusat reads it too; another office, an unknown or malformed id: 404; no session: 401.
    const pusat = await api("GET", `/api/v1/disputes/${disputeId}/-actions/history`, {
      token: kasir,
    });
    expect((pusat.body.data as JsonApiResource[]).length).toBe(2);
    const other = await api("GET", `/api/v1/disputes/${disputeId}/-actions/history`, {
      token: sc,
    });
    expect(other.status).toBe(404);
    const unknown = await api("GET", `/api/v1/disputes/${randomUUID()}/-actions/history`, {
      token: kasir,
    });
    expect(unknown.status).toBe(404);
    expect(
      (await api("GET", "/api/v1/disputes/bukan-uuid/-actions/history", { token: kasir })).status,
    ).toBe(404);
    expect((await api("GET", `/api/v1/disputes/${disputeId}/-actions/history`)).status).toBe(401);
    // A member has no disputes.view: 403.
    expect(
      (await api("GET", `/api/v1/disputes/${disputeId}/-actions/history`, { token: mitra })).status,
    ).toBe(403);
  });

  it("404 for an unknown dispute, 405 for editing or deleting one", async () => {
    expect((await resolve(randomUUID(), { status: "resolved", resolution: "x" })).status).toBe(404);
    const patch = await api("PATCH", `/api/v1/disputes/${disputeId}`, {
      token: kasir,
      body: { data: { type: "disputes", id: disputeId, attributes: { description: "ubah" } } },
    });
    expect(patch.status).toBe(405);
    const del = await api("DELETE", `/api/v1/disputes/${disputeId}`, { token: kasir });
    expect(del.status).toBe(405);
  });
});
