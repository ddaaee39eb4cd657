// All Indonesian provinces, regencies/cities, districts and villages from `idn-area-data`
// (BPS codes as ids), each regency with its price area. One INSERT ... SELECT unnest(...) per
// table: 83k villages load in about a second. Existing rows are left alone (ON CONFLICT DO
// NOTHING), so an area edited in Wilayah Kabupaten survives a re-seed.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Db } from "@/server/prisma-client";
import { AREAS, areaForCity } from "./data/reference";

const require = createRequire(import.meta.url);
const dataDir = path.join(path.dirname(require.resolve("idn-area-data/package.json")), "data");

/** Minimal CSV reader for idn-area-data's files (quoted fields, doubled quotes). */
export function readCsv(file: string): Record<string, string>[] {
  const text = fs.readFileSync(path.join(dataDir, file), "utf8");
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      if (row.length > 1 || row[0] !== "") rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows;
  if (!header) return [];
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

function col(rows: Record<string, string>[], key: string): string[] {
  return rows.map((r) => r[key] ?? "");
}

export async function seedRegions(db: Db): Promise<Record<string, number>> {
  for (const a of AREAS) {
    await db.area.upsert({ where: { id: a.id }, update: {}, create: { id: a.id, name: a.name } });
  }
  const provinces = readCsv("provinces.csv");
  const cities = readCsv("regencies.csv");
  const districts = readCsv("districts.csv");
  const villages = readCsv("villages.csv");

  await db.$executeRaw`
    INSERT INTO provinces (id, name, created_at, updated_at)
    SELECT id, name, now(), now() FROM unnest(${col(provinces, "code")}::text[], ${col(provinces, "name")}::text[]) AS t(id, name)
    ON CONFLICT (id) DO NOTHING`;
  const areas = cities.map((c) => areaForCity(c.code ?? ""));
  await db.$executeRaw`
    INSERT INTO cities (id, province_id, area_id, name, created_at, updated_at)
    SELECT id, province_id, area_id, name, now(), now()
    FROM unnest(${col(cities, "code")}::text[], ${col(cities, "province_code")}::text[], ${areas}::int[], ${col(cities, "name")}::text[])
      AS t(id, province_id, area_id, name)
    ON CONFLICT (id) DO NOTHING`;
  await db.$executeRaw`
    INSERT INTO districts (id, city_id, name, created_at, updated_at)
    SELECT id, city_id, name, now(), now()
    FROM unnest(${col(districts, "code")}::text[], ${col(districts, "regency_code")}::text[], ${col(districts, "name")}::text[])
      AS t(id, city_id, name)
    ON CONFLICT (id) DO NOTHING`;
  await db.$executeRaw`
    INSERT INTO villages (id, district_id, name, created_at, updated_at)
    SELECT id, district_id, name, now(), now()
    FROM unnest(${col(villages, "code")}::text[], ${col(villages, "district_code")}::text[], ${col(villages, "name")}::text[])
      AS t(id, district_id, name)
    ON CONFLICT (id) DO NOTHING`;
  return {
    provinces: provinces.length,
    cities: cities.length,
    districts: districts.length,
    villages: villages.length,
  };
}
