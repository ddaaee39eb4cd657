// Admin logs (mail-logs, whatsapp-logs), the member WhatsApp PIN (member-pins) and QR codes
// (qr-code-generations, qr-codes and their actions) over real HTTP (docs/admin-logs-qr.md).
// Every row made here carries the run's tag and is removed afterwards.
import { lastOutboxMessage } from "../support/outbox";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/server/auth/password";
import { connectTestDb } from "../support/db";
import {
  api,
  baseUrl,
  firstError,
  login,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";

const db = connectTestDb();
const TAG = `LQ${randomUUID().slice(0, 6).toUpperCase()}`;
const list = (doc: JsonApiDoc) => doc.data as JsonApiResource[];
const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

let admin: string;
let stockist: string;
let supplier: string;
let cs: string;
let productId: string;
let otherProductId: string;
const officeIds: string[] = [];
const productIds: string[] = [];

async function memberOffice(opts: { phone?: string | null; withUser?: boolean } = {}) {
  const code = `MU-${TAG}-${officeIds.length}`;
  const office = await db.office.create({
    data: {
      code,
      name: `Mitra Uji ${TAG}`,
      officeType: "member",
      officeCategoryId: 5,
      phone: opts.phone === undefined ? "0812-3456-7890" : opts.phone,
    },
  });
  officeIds.push(office.id);
  if (opts.withUser !== false)
    await db.user.create({
      data: {
        email: `wa-pin-${TAG.toLowerCase()}-${officeIds.length}@erp.test`,
        name: `Mitra Uji ${TAG}`,
        passwordHash: "x",
        officeId: office.id,
      },
    });
  return office;
}

beforeAll(async () => {
  [admin, stockist, supplier, cs] = await Promise.all([
    login("admin@erp.test"),
    login("stockist@erp.test"),
    login("supplier@erp.test"),
    login("cs@erp.test"),
  ]);
  const supplierOffice = await db.office.findFirstOrThrow({
    where: { users: { some: { email: "supplier@erp.test" } } },
  });
  const [category, unit] = await Promise.all([
    db.productCategory.findFirstOrThrow({ where: { deletedAt: null } }),
    db.unit.findFirstOrThrow({ where: { deletedAt: null } }),
  ]);
  for (const [suffix, officeId] of [
    ["S", supplierOffice.id],
    ["P", null],
  ] as const) {
    const p = await db.product.create({
      data: {
        code: `QR-${TAG}-${suffix}`,
        name: `Barang QR ${TAG} ${suffix}`,
        productCategoryId: category.id,
        unitId: unit.id,
        officeId,
      },
    });
    productIds.push(p.id);
  }
  [productId, otherProductId] = productIds as [string, string];
});

afterAll(async () => {
  try {
    await db.qrCodeGeneration.deleteMany({ where: { productId: { in: productIds } } });
    await db.product.deleteMany({ where: { id: { in: productIds } } });
    await db.mailLog.deleteMany({ where: { subject: { contains: TAG } } });
    await db.whatsappLog.deleteMany({
      where: { OR: [{ message: { contains: TAG } }, { officeId: { in: officeIds } }] },
    });
    await db.user.deleteMany({ where: { officeId: { in: officeIds } } });
    await db.office.deleteMany({ where: { id: { in: officeIds } } });
  } finally {
    await db.$disconnect();
  }
});

describe("mail-logs", () => {
  beforeAll(async () => {
    const day = (d: string) => new Date(`${d}T10:00:00+07:00`);
    await db.mailLog.createMany({
      data: [
        {
          to: "a@erp.test",
          subject: `Uji ${TAG} satu`,
          body: `Isi ${TAG} satu`,
          status: "logged",
          createdAt: day("2026-01-10"),
        },
        {
          to: "b@erp.test",
          subject: `Uji ${TAG} dua`,
          body: `Isi ${TAG} dua`,
          status: "failed",
          error: "SMTP 550",
          createdAt: day("2026-01-11"),
        },
        {
          to: "c@erp.test",
          subject: `Uji ${TAG} tiga`,
          body: `Isi ${TAG} tiga`,
          status: "sent",
          sentAt: day("2026-01-12"),
          createdAt: day("2026-01-12"),
        },
      ],
    });
  });

  it("lists newest first with search, status and WIB date-range filters and paging", async () => {
    const all = await api("GET", `/api/v1/mail-logs?filter[search]=${TAG}&page[size]=2`, {
      token: admin,
    });
    expect(all.status).toBe(200);
    expect(list(all.body).map((r) => r.attributes.subject)).toEqual([
      `Uji ${TAG} tiga`,
      `Uji ${TAG} dua`,
    ]);
    expect(all.body.meta?.page).toMatchObject({ total: 3, lastPage: 2, perPage: 2 });
    const row = list(all.body)[1]!;
    expect(row.attributes).toMatchObject({
      to: "b@erp.test",
      status: "failed",
      error: "SMTP 550",
      body: `Isi ${TAG} dua`,
    });

    const failed = await api(
      "GET",
      `/api/v1/mail-logs?filter[search]=${TAG}&filter[status]=failed`,
      { token: admin },
    );
    expect(list(failed.body)).toHaveLength(1);

    const range = await api(
      "GET",
      `/api/v1/mail-logs?filter[search]=${TAG}&filter[date_from]=2026-01-11&filter[date_to]=2026-01-11`,
      { token: admin },
    );
    expect(list(range.body).map((r) => r.attributes.to)).toEqual(["b@erp.test"]);

    const detail = await api("GET", `/api/v1/mail-logs/${row.id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(one(detail.body).attributes.body).toBe(`Isi ${TAG} dua`);
  });

  it("refuses bad filters with 400 and a source parameter", async () => {
    const date = await api("GET", "/api/v1/mail-logs?filter[date_from]=2026-02-31", {
      token: admin,
    });
    expect(date.status).toBe(400);
    expect(firstError(date.body).source?.parameter).toBe("filter[date_from]");
    const status = await api("GET", "/api/v1/mail-logs?filter[status]=bogus", { token: admin });
    expect(status.status).toBe(400);
  });

  it("is for head office with mail-logs.view only: 403 stockist, supplier, CS; 401 anonymous", async () => {
    for (const token of [stockist, supplier, cs]) {
      const res = await api("GET", "/api/v1/mail-logs", { token });
      expect(res.status).toBe(403);
      expect(firstError(res.body).code).toBe("FORBIDDEN");
    }
    expect((await api("GET", "/api/v1/mail-logs")).status).toBe(401);
  });

  it("is read-only", async () => {
    const res = await api("POST", "/api/v1/mail-logs", {
      token: admin,
      body: { data: { type: "mail-logs", attributes: { to: "x@erp.test" } } },
    });
    expect([403, 405]).toContain(res.status);
  });

  it("shows a mail produced by POST password/forgot", async () => {
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    const email = `lupa-${TAG.toLowerCase()}@erp.test`;
    const user = await db.user.create({
      data: {
        email,
        name: `Lupa ${TAG}`,
        passwordHash: "x",
        officeId: pusat.id,
        emailVerifiedAt: new Date(),
      },
    });
    try {
      const res = await api("POST", "/api/v1/password/forgot", {
        body: { code: "PUSAT", email },
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 200)}.9`,
        },
      });
      expect(res.status).toBe(200);
      const logs = await api(
        "GET",
        `/api/v1/mail-logs?filter[to]=${encodeURIComponent(email)}&filter[template]=password_reset`,
        {
          token: admin,
        },
      );
      expect(list(logs.body)).toHaveLength(1);
      expect(list(logs.body)[0]!.attributes.status).toBe("logged");
    } finally {
      await db.mailLog.deleteMany({ where: { to: email } });
      await db.passwordReset.deleteMany({ where: { userId: user.id } });
      await db.user.delete({ where: { id: user.id } });
    }
  });
});

describe("whatsapp-logs", () => {
  let memberCode: string;
  beforeAll(async () => {
    const office = await memberOffice();
    memberCode = office.code;
    await db.whatsappLog.createMany({
      data: [
        {
          phone: "6281200000001",
          message: `Pesan ${TAG} mitra`,
          category: "member_pin",
          officeId: office.id,
          status: "logged",
        },
        {
          phone: "6281200000002",
          message: `Pesan ${TAG} umum`,
          category: "broadcast",
          status: "failed",
          error: "timeout",
        },
      ],
    });
  });

  it("lists all messages, and the member log narrows to member offices and a member code", async () => {
    const all = await api("GET", `/api/v1/whatsapp-logs?filter[search]=${TAG}`, { token: admin });
    expect(all.status).toBe(200);
    expect(list(all.body)).toHaveLength(2);

    const member = await api(
      "GET",
      `/api/v1/whatsapp-logs?filter[search]=${TAG}&filter[office_type]=member&filter[office_code]=${memberCode.toLowerCase()}`,
      { token: admin },
    );
    expect(list(member.body)).toHaveLength(1);
    expect(list(member.body)[0]!.attributes).toMatchObject({
      phone: "6281200000001",
      office_code: memberCode,
      office_type: "member",
      status: "logged",
    });
    const failed = await api(
      "GET",
      `/api/v1/whatsapp-logs?filter[search]=${TAG}&filter[status]=failed`,
      { token: admin },
    );
    expect(list(failed.body).map((r) => r.attributes.error)).toEqual(["timeout"]);
  });

  it("CS (whatsapp-logs.view) reads it; stockist 403; bad office_type 400", async () => {
    expect((await api("GET", "/api/v1/whatsapp-logs", { token: cs })).status).toBe(200);
    expect((await api("GET", "/api/v1/whatsapp-logs", { token: stockist })).status).toBe(403);
    expect(
      (await api("GET", "/api/v1/whatsapp-logs?filter[office_type]=x", { token: admin })).status,
    ).toBe(400);
  });
});

describe("member-pins (WA PIN Mitra Usaha)", () => {
  const send = (id: string, token = admin) =>
    api("POST", `/api/v1/member-pins/${id}/-actions/send`, { token });

  it("sends a new PIN: hashed as the member's password, logged as WhatsApp, never in the answer; re-send 429", async () => {
    const office = await memberOffice();
    const res = await send(office.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = one(res.body);
    expect(data.type).toBe("member-pins");
    expect(data.attributes).toMatchObject({
      code: office.code,
      has_user: true,
      pin_status: "logged",
    });
    expect(data.attributes.pin_sent_at).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/PIN baru anda/);
    expect(res.body.meta).toMatchObject({ whatsapp_log: { status: "logged" } });

    const logs = await db.whatsappLog.findMany({ where: { officeId: office.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      phone: "6281234567890",
      category: "member_pin",
      status: "logged",
    });
    // The log row masks the PIN (Customer Service reads it); the outbox is the log-only delivery.
    expect(logs[0]!.message).toContain("PIN baru anda: •••");
    const pin = /PIN baru anda: (\d{6})/.exec(
      lastOutboxMessage("6281234567890", "member_pin"),
    )?.[1];
    expect(pin).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(pin);
    const user = await db.user.findFirstOrThrow({ where: { officeId: office.id } });
    expect(user.passwordHash).not.toContain(pin!);
    expect(await verifyPassword(pin!, user.passwordHash)).toBe(true);

    // The member signs in with the office code and the PIN.
    const signIn = await api("POST", "/api/v1/login", {
      body: { email: office.code, password: pin },
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.88.1.1" },
    });
    expect(signIn.status).toBe(200);

    const again = await send(office.id);
    expect(again.status).toBe(429);
    expect(firstError(again.body).detail).toBe("Terlalu banyak permintaan");
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.whatsappLog.count({ where: { officeId: office.id } })).toBe(1);

    const sentOnly = await api(
      "GET",
      `/api/v1/member-pins?filter[code]=${office.code}&filter[pin_sent]=false`,
      { token: admin },
    );
    expect(list(sentOnly.body)).toHaveLength(0);
    const listed = await api("GET", `/api/v1/member-pins?filter[code]=${office.code}`, {
      token: admin,
    });
    expect(list(listed.body)[0]!.attributes.pin_status).toBe("logged");
    const memberLog = await api(
      "GET",
      `/api/v1/whatsapp-logs?filter[office_type]=member&filter[office_code]=${office.code}`,
      {
        token: admin,
      },
    );
    expect(list(memberLog.body)).toHaveLength(1);
  });

  it("answers 422 without a phone or a user, 404 for a non-member, 403 for others", async () => {
    const noPhone = await memberOffice({ phone: null });
    const r1 = await send(noPhone.id);
    expect(r1.status).toBe(422);
    expect(firstError(r1.body).detail).toBe("Nomor HP Mitra Usaha belum diisi");
    const noUser = await memberOffice({ withUser: false });
    expect((await send(noUser.id)).status).toBe(422);
    const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
    expect((await send(pusat.id)).status).toBe(404);
    expect((await send("not-a-uuid")).status).toBe(404);
    expect((await send(noPhone.id, stockist)).status).toBe(403);
    expect((await send(noPhone.id, cs)).status).toBe(403);
    expect((await api("GET", "/api/v1/member-pins", { token: stockist })).status).toBe(403);
    expect(
      await db.whatsappLog.count({ where: { officeId: { in: [noPhone.id, noUser.id] } } }),
    ).toBe(0);
  });
});

describe("QR codes", () => {
  const generate = (
    attributes: Record<string, unknown>,
    product: string | null = productId,
    token = admin,
  ) =>
    api("POST", "/api/v1/qr-code-generations", {
      token,
      body: {
        data: {
          type: "qr-code-generations",
          attributes,
          ...(product
            ? { relationships: { product: { data: { type: "products", id: product } } } }
            : {}),
        },
      },
    });
  let generationId: string;

  it("generates 1000 unique codes for a product in one go", async () => {
    const res = await generate({ quantity: 1000, description: `Uji ${TAG}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const gen = one(res.body);
    generationId = gen.id;
    expect(gen.attributes).toMatchObject({
      quantity: 1000,
      product_code: `QR-${TAG}-S`,
      scanned_count: 0,
    });
    expect(gen.attributes.code).toMatch(/^QRG-\d{8}-[0-9A-Z]{8}$/);
    const codes = await db.qrCode.findMany({
      where: { qrCodeGenerationId: gen.id },
      select: { code: true, productId: true },
    });
    expect(codes).toHaveLength(1000);
    expect(new Set(codes.map((c) => c.code)).size).toBe(1000);
    expect(codes.every((c) => /^[0-9A-Z]{24}$/.test(c.code) && c.productId === productId)).toBe(
      true,
    );

    const withCreator = await api(
      "GET",
      `/api/v1/qr-code-generations/${gen.id}?include=created-by`,
      { token: admin },
    );
    expect(withCreator.body.included?.[0]?.attributes.email).toBe("admin@erp.test");
  });

  it("refuses a bad quantity or product with 422 and changes nothing", async () => {
    const before = await db.qrCode.count({ where: { productId: { in: productIds } } });
    for (const quantity of [0, 10_001, 1.5, "10"]) {
      const res = await generate({ quantity });
      expect(res.status).toBe(422);
      expect(firstError(res.body).source?.pointer).toBe("/data/attributes/quantity");
    }
    const noProduct = await generate({ quantity: 5 }, null);
    expect(noProduct.status).toBe(422);
    const unknown = await generate({ quantity: 5 }, randomUUID());
    expect(unknown.status).toBe(422);
    expect(firstError(unknown.body).detail).toBe("Barang tidak ditemukan");
    expect(await db.qrCode.count({ where: { productId: { in: productIds } } })).toBe(before);
  });

  it("lists codes by generation, product and code", async () => {
    const page = await api(
      "GET",
      `/api/v1/qr-codes?filter[qr_code_generation_id]=${generationId}&page[size]=10`,
      { token: admin },
    );
    expect(page.status).toBe(200);
    expect(list(page.body)).toHaveLength(10);
    expect(page.body.meta?.page?.total).toBe(1000);
    const code = String(list(page.body)[0]!.attributes.code);
    const byCode = await api("GET", `/api/v1/qr-codes?filter[code]=${code.toLowerCase()}`, {
      token: admin,
    });
    expect(list(byCode.body).map((r) => r.attributes.code)).toEqual([code]);
    const scanned = await api(
      "GET",
      `/api/v1/qr-codes?filter[qr_code_generation_id]=${generationId}&filter[scanned]=false&page[size]=1`,
      { token: admin },
    );
    expect(scanned.body.meta?.page?.total).toBe(1000);
    const badScanned = await api("GET", "/api/v1/qr-codes?filter[scanned]=maybe", { token: admin });
    expect(badScanned.status).toBe(400);
    const byProduct = await api("GET", `/api/v1/qr-codes?filter[product_id]=${otherProductId}`, {
      token: admin,
    });
    expect(list(byProduct.body)).toHaveLength(0);
  });

  it("serves a QR code as an SVG image and the generation as CSV", async () => {
    const page = await api(
      "GET",
      `/api/v1/qr-codes?filter[qr_code_generation_id]=${generationId}&page[size]=1`,
      { token: admin },
    );
    const codeRow = list(page.body)[0]!;
    const res = await fetch(new URL(`/api/v1/qr-codes/${codeRow.id}/-actions/image`, baseUrl()), {
      headers: { Authorization: `Bearer ${admin}`, Accept: "image/svg+xml,*/*;q=0.8" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) \1"/,
    );
    expect(svg.trim().endsWith("</svg>")).toBe(true);
    expect(svg).toMatch(/<path [^>]*d="M/);

    const dl = await fetch(
      new URL(`/api/v1/qr-codes/${codeRow.id}/-actions/image?download=1`, baseUrl()),
      {
        headers: { Authorization: `Bearer ${admin}`, Accept: "*/*" },
      },
    );
    expect(dl.headers.get("content-disposition")).toContain(`qr-${codeRow.attributes.code}.svg`);

    const missing = await api("GET", `/api/v1/qr-codes/${randomUUID()}/-actions/image`, {
      token: admin,
    });
    expect(missing.status).toBe(404);

    const csv = await fetch(
      new URL(`/api/v1/qr-code-generations/${generationId}/-actions/export`, baseUrl()),
      {
        headers: { Authorization: `Bearer ${admin}`, Accept: "text/csv,*/*;q=0.1" },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "no,kode_qr,kode_barang,nama_barang,kode_generate,tanggal_generate,dipindai",
    );
    expect(lines).toHaveLength(1001);
  });

  it("reports codes per product: generated vs scanned, by product and date", async () => {
    const codes = await db.qrCode.findMany({
      where: { qrCodeGenerationId: generationId },
      take: 3,
      select: { id: true },
    });
    await db.qrCode.updateMany({
      where: { id: { in: codes.map((c) => c.id) } },
      data: { scannedAt: new Date(), scanCount: 1 },
    });
    const res = await api(
      "GET",
      `/api/v1/qr-codes/-actions/report?filter[product_id]=${productId}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    const rows = list(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: "qr-code-reports",
      id: productId,
      attributes: {
        product_code: `QR-${TAG}-S`,
        generations: 1,
        generated: 1000,
        scanned: 3,
        unscanned: 997,
      },
    });
    const past = await api(
      "GET",
      `/api/v1/qr-codes/-actions/report?filter[product_id]=${productId}&filter[date_to]=2000-01-01`,
      {
        token: admin,
      },
    );
    expect(list(past.body)).toHaveLength(0);
    expect(
      (await api("GET", "/api/v1/qr-codes/-actions/report?filter[date_from]=x", { token: admin }))
        .status,
    ).toBe(400);
    const gen = await api("GET", `/api/v1/qr-code-generations/${generationId}`, { token: admin });
    expect(one(gen.body).attributes.scanned_count).toBe(3);
  });

  it("lets a supplier read the codes of its own products only, and nobody else in", async () => {
    await generate({ quantity: 2 }, otherProductId);
    const own = await api("GET", `/api/v1/qr-code-generations?filter[product_id]=${productId}`, {
      token: supplier,
    });
    expect(own.status).toBe(200);
    expect(list(own.body).map((r) => r.id)).toEqual([generationId]);
    const other = await api(
      "GET",
      `/api/v1/qr-code-generations?filter[product_id]=${otherProductId}`,
      { token: supplier },
    );
    expect(list(other.body)).toHaveLength(0);
    const report = await api("GET", "/api/v1/qr-codes/-actions/report", { token: supplier });
    expect(list(report.body).every((r) => r.id === productId)).toBe(true);
    expect((await generate({ quantity: 1 }, productId, supplier)).status).toBe(403);

    for (const path of [
      "/api/v1/qr-code-generations",
      "/api/v1/qr-codes",
      `/api/v1/qr-code-generations/${generationId}/-actions/export`,
      "/api/v1/qr-codes/-actions/report",
    ]) {
      const res = await api("GET", path, { token: stockist });
      expect(res.status, path).toBe(403);
    }
    expect((await generate({ quantity: 1 }, productId, stockist)).status).toBe(403);
  });

  // How long it takes is measured by bench/request-costs.ts (bench/results/request-costs.md).
  it("generates 10 000 codes in one request (batch insert)", async () => {
    const res = await generate({ quantity: 10_000 }, otherProductId);
    expect(res.status).toBe(201);
    expect(await db.qrCode.count({ where: { qrCodeGenerationId: one(res.body).id } })).toBe(10_000);
  });
});
