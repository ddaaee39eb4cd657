// Generate Mitra Usaha ND and Export ND/NE over real HTTP (docs/commission.md "ND and NE"): four
// members of our own under three member periods of 2093 (a year no other test writes in): two
// closed, one open. Which members qualified is the close's output (office_commissions.qualified),
// written here as the close writes it. Generating gives the next NDs in member-code order, once
// (a second or concurrent run gives none), records one history row per run, is refused for an
// open period (422) and for anyone but the Bonus staff (403); the export reads ND (baru) and NE
// (lama) back from the XLSX and the CSV.
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/prisma-client";
import { ND_PERIOD_NOT_CLOSED } from "@/lib/schemas/bonus-tools-rules";
import {
  MEDIA_TYPE,
  api,
  baseUrl,
  expectJsonApi,
  firstError,
  login,
  type JsonApiDoc,
  type JsonApiResource,
} from "../support/api";
import { connectTestDb } from "../support/db";

const PREFIX = "ND27-";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const day = (s: string) => new Date(`${s}T00:00:00Z`);

let db: Db;
let bonus: string;
let gudang: string;
let stockist: string;
let mitra: string;
const member: Record<string, string> = {};
const period: Record<"p1" | "p2" | "p3", string> = { p1: "", p2: "", p3: "" };
let base = 0;

const nd = (n: number) => `ND-${String(base + n).padStart(7, "0")}`;

async function cleanup() {
  const offices = await db.office.findMany({
    where: { code: { startsWith: PREFIX } },
    select: { id: true },
  });
  const ids = offices.map((o) => o.id);
  const periods = await db.memberPeriod.findMany({
    where: { startDate: { gte: day("2093-01-01"), lt: day("2094-01-01") } },
    select: { id: true },
  });
  const pids = periods.map((p) => p.id);
  await db.memberNdRun.deleteMany({ where: { memberPeriodId: { in: pids } } });
  await db.officeCommission.deleteMany({ where: { memberPeriodId: { in: pids } } });
  await db.office.deleteMany({ where: { id: { in: ids } } });
  await db.memberPeriod.deleteMany({ where: { id: { in: pids } } });
}

const generate = (token: string, id: string) =>
  api("POST", `/api/v1/mitra-periods/${id}/-actions/generateNd`, {
    token,
    body: { data: { type: "mitra-periods", attributes: { note: "uji ND" } } },
  });

async function download(pathname: string, token: string, accept: string) {
  const res = await fetch(new URL(pathname, baseUrl()), {
    headers: { Accept: `${accept}, ${MEDIA_TYPE}`, Authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  db = await connectTestDb();
  await cleanup();
  const tokens = await Promise.all(
    ["bonus", "gudang", "stockist", "mitra"].map((u) => login(`${u}@erp.test`)),
  );
  [bonus, gudang, stockist, mitra] = tokens as [string, string, string, string];
  for (const k of ["A", "B", "C", "D"]) {
    const o = await db.office.create({
      data: {
        code: `${PREFIX}${k}`,
        name: `Mitra ND ${k}`,
        officeType: "member",
        officeCategoryId: 5,
      },
    });
    member[k] = o.id;
  }
  const mk = async (name: string, from: string, to: string, status: "open" | "closed") =>
    (
      await db.memberPeriod.create({
        data: { name, startDate: day(from), endDate: day(to), status },
      })
    ).id;
  period.p1 = await mk("Uji ND Januari 2093", "2093-01-01", "2093-01-31", "closed");
  period.p2 = await mk("Uji ND Februari 2093", "2093-02-01", "2093-02-28", "closed");
  period.p3 = await mk("Uji ND Maret 2093", "2093-03-01", "2093-03-31", "open");
  // What the close of each month wrote: January A and B qualified, C not; February A (already
  // an ND by then) and C qualified, D not.
  const rows: [keyof typeof period, string, boolean, number][] = [
    ["p1", "A", true, 120],
    ["p1", "B", true, 80],
    ["p1", "C", false, 10],
    ["p2", "A", true, 150],
    ["p2", "C", true, 95],
    ["p2", "D", false, 5],
  ];
  for (const [p, k, qualified, points] of rows)
    await db.officeCommission.create({
      data: {
        officeId: member[k]!,
        memberPeriodId: period[p],
        qualified,
        totalPoint: BigInt(points),
      },
    });
  const [max] = await db.$queryRaw<{ last: bigint }[]>`
    SELECT COALESCE(MAX(substring(nd_number FROM 4)::bigint), 0) AS last FROM offices`;
  base = Number(max?.last ?? 0n);
});

afterAll(async () => {
  await cleanup();
  await db.$disconnect();
});

describe("Generate Mitra Usaha ND", () => {
  it("is refused for an open period (422) and for anyone but the Bonus staff (403)", async () => {
    const open = await generate(bonus, period.p3);
    expect(open.status).toBe(422);
    expect(firstError(open.body).detail).toBe(ND_PERIOD_NOT_CLOSED);
    for (const token of [gudang, stockist, mitra]) {
      const denied = await generate(token, period.p1);
      expect(denied.status).toBe(403);
      expect(denied.body.errors?.[0]?.status).toBe("403");
    }
    const unknown = await generate(bonus, "01890000-0000-7000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const ids = Object.values(member);
    expect(await db.office.count({ where: { id: { in: ids }, ndNumber: { not: null } } })).toBe(0);
    expect(await db.memberNdRun.count({ where: { memberPeriodId: period.p3 } })).toBe(0);
  });

  it("gives the next NDs to the period's qualified members once, in code order, with a history row per run", async () => {
    // Two runs at once: one numbers, the other waits and finds nothing left.
    const [r1, r2] = await Promise.all([generate(bonus, period.p1), generate(bonus, period.p1)]);
    for (const r of [r1, r2]) {
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect((r.body.data as JsonApiResource).type).toBe("member-nd-runs");
    }
    const counts = [r1, r2].map((r) => (r.body.data as JsonApiResource).attributes.assigned_count);
    expect(counts.sort()).toEqual([0, 2]);
    const first = [r1, r2].find(
      (r) => (r.body.data as JsonApiResource).attributes.assigned_count === 2,
    )!;
    expect(first.body.meta?.message).toBe("2 ND berhasil dibuat");
    expect((first.body.data as JsonApiResource).attributes).toMatchObject({
      member_period_id: period.p1,
      first_nd: nd(1),
      last_nd: nd(2),
      note: "uji ND",
      user_name: "Siti Rahmawati",
    });
    const nds = await db.office.findMany({
      where: { id: { in: Object.values(member) } },
      orderBy: { code: "asc" },
      select: { code: true, ndNumber: true, ndMemberPeriodId: true },
    });
    expect(nds.map((o) => [o.code, o.ndNumber, o.ndMemberPeriodId])).toEqual([
      [`${PREFIX}A`, nd(1), period.p1],
      [`${PREFIX}B`, nd(2), period.p1],
      [`${PREFIX}C`, null, null],
      [`${PREFIX}D`, null, null],
    ]);

    // Again: nothing new, one more history row.
    const again = await generate(bonus, period.p1);
    expect(again.status).toBe(201);
    expect((again.body.data as JsonApiResource).attributes.assigned_count).toBe(0);
    expect(again.body.meta?.message).toMatch(/Tidak ada ND baru/);

    // February: A already has its ND; C gets the next one.
    const feb = await generate(bonus, period.p2);
    expect((feb.body.data as JsonApiResource).attributes).toMatchObject({
      assigned_count: 1,
      first_nd: nd(3),
      last_nd: nd(3),
    });
    const a = await api("GET", `/api/v1/offices/${member.A}`, { token: bonus });
    expect((a.body.data as JsonApiResource).attributes.nd_number).toBe(nd(1));

    const runs = await api(
      "GET",
      `/api/v1/member-nd-runs?filter[member_period_id]=${period.p1}&sort=createdAt`,
      { token: bonus },
    );
    expect(runs.status).toBe(200);
    const list = runs.body.data as JsonApiResource[];
    expect(list.map((r) => r.attributes.assigned_count).sort()).toEqual([0, 0, 2]);
    expect(list.every((r) => r.attributes.period_name === "Uji ND Januari 2093")).toBe(true);
    expect((await api("GET", "/api/v1/member-nd-runs", { token: stockist })).status).toBe(403);
  });
});

describe("Export Mitra Usaha ND/NE", () => {
  it("lists the period's members with an ND as ND (baru) or NE (lama), in XLSX and CSV", async () => {
    const q = `filter[member_period_id]=${period.p2}`;
    const xlsx = await download(`/api/v1/offices/-actions/exportNdNe?${q}`, bonus, XLSX);
    expect(xlsx.res.status).toBe(200);
    expect(xlsx.res.headers.get("content-type")).toBe(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === "No. ND");
    expect(rows[header]).toEqual([
      "No. ND",
      "Kode",
      "Nama",
      "Jenis",
      "Status",
      "Periode ND",
      "Poin Pribadi",
    ]);
    expect(rows.slice(header + 1)).toEqual([
      [nd(1), `${PREFIX}A`, "Mitra ND A", "NE", "lama", "Uji ND Januari 2093", 150],
      [nd(3), `${PREFIX}C`, "Mitra ND C", "ND", "baru", "Uji ND Februari 2093", 95],
    ]);

    const csv = await download(`/api/v1/offices/-actions/exportNdNeCsv?${q}`, bonus, "text/csv");
    expect(csv.res.status).toBe(200);
    expect(csv.res.headers.get("content-type")).toContain("text/csv");
    const text = csv.bytes.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.slice(1).trimEnd().split("\r\n")).toEqual([
      "No. ND,Kode,Nama,Jenis,Status,Periode ND,Poin Pribadi",
      `${nd(1)},${PREFIX}A,Mitra ND A,NE,lama,Uji ND Januari 2093,150`,
      `${nd(3)},${PREFIX}C,Mitra ND C,ND,baru,Uji ND Februari 2093,95`,
    ]);
  });

  it("answers JSON:API errors for a missing filter (400) and for a caller without bonuses.export (403)", async () => {
    const missing = await download("/api/v1/offices/-actions/exportNdNe", bonus, XLSX);
    expect(missing.res.status).toBe(400);
    const body = JSON.parse(missing.bytes.toString("utf8")) as JsonApiDoc;
    expectJsonApi(body);
    expect(body.errors?.[0]?.source?.parameter).toBe("filter[member_period_id]");
    const denied = await download(
      `/api/v1/offices/-actions/exportNdNeCsv?filter[member_period_id]=${period.p2}`,
      stockist,
      "text/csv",
    );
    expect(denied.res.status).toBe(403);
    expectJsonApi(JSON.parse(denied.bytes.toString("utf8")));
  });
});
