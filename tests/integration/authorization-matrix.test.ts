// The authorization matrix (issue 9 §5, docs/security-data.md): every resource type of the
// registry and every custom action, for a user of every office category and a self-registered
// account with no office and no role. What each caller may do comes from a table written apart
// from the resources (tests/support/access-table.ts), never from the definitions under test: a
// type missing from the table, or a rule that changed on one side only, fails here.
//
// For each user and type: the list with every first-level include (403 where the table denies
// reading), a row of an unrelated office (404) and filter[id] on it (empty) for every office-owned
// type a branch caller reads, create/update/delete where the table denies them (403; 405 where
// the type offers no such operation) and update/delete where it allows them (not refused), and
// for one visible row every relationship: the related collection of a readable to-many, the
// relationship route of a to-one or of an unreadable to-many. Then, over everything the server
// emitted: no attribute whose read rule refuses the caller is present, and no linkage names a
// row the caller may not read. The denials are counted: every caller is refused somewhere, and
// every branch caller was shown no other office's row. GET custom actions never answer 5xx, and
// answer the no-office account with 4xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, login, MEDIA_TYPE, type JsonApiDoc, type JsonApiResource } from "../support/api";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import { loadActor, type Actor } from "@/server/auth/actor";
import { actionRegistry, resourceRegistry } from "@/server/api/registry";
import { delegate } from "@/server/jsonapi/engine";
import type { ResourceDef, Row, Where } from "@/server/jsonapi/resource";
import {
  ACCESS_TABLE,
  allowedOps,
  BRANCH_CALLERS,
  CALLERS,
  type CallerKey,
  type ForeignContext,
  type TypeAccess,
} from "../support/access-table";

const USERS: { key: CallerKey; email: string }[] = [
  { key: "superadmin", email: "admin@erp.test" },
  { key: "pusat-staff", email: "gudang@erp.test" },
  { key: "kp", email: "kp@erp.test" },
  { key: "sc", email: "sc@erp.test" },
  { key: "stockist", email: "stockist@erp.test" },
  { key: "member", email: "mitra@erp.test" },
  { key: "supplier", email: "supplier@erp.test" },
  { key: "no-office", email: "" },
];
const POOL = 6;
/** Custom actions a no-office account may use: its own account and its own notifications. */
const ACCOUNT_ACTIONS = new Set([
  "users/me",
  "users/update-password",
  "users/update-email",
  "users/verify-email",
  "users/uploadAvatar",
  "notifications/read-all",
  "notifications/read-all-by-url",
]);

let db: Db;
let noOfficeUserId: string;
const failures: string[] = [];
/** Emitted rows whose read rule refused the caller: proves the rule check ran at all. */
let refusedChecks = 0;

interface Caller {
  key: CallerKey;
  token: string;
  actor: Actor;
  /** Rows of unrelated offices (null for Pusat callers, who read every office's rows). */
  foreign: ForeignContext | null;
}

/** What the server refused each caller: list reads (403), other offices' rows (404), writes. */
interface Denials {
  reads: number;
  foreignRows: number;
  writes: number;
}
const denials = new Map<CallerKey, Denials>();
function denied(caller: Caller, kind: keyof Denials) {
  const d = denials.get(caller.key) ?? { reads: 0, foreignRows: 0, writes: 0 };
  d[kind]++;
  denials.set(caller.key, d);
}
/** Office-owned types a branch caller reads but no row of an unrelated office was found for. */
const untested: string[] = [];

function entryOf(type: string): TypeAccess {
  const entry = ACCESS_TABLE[type];
  if (!entry) throw new Error(`${type} is not in tests/support/access-table.ts`);
  return entry;
}

function may(caller: Caller, type: string, op: "r" | "c" | "u" | "d"): boolean {
  return allowedOps(entryOf(type), caller.key).includes(op);
}

/**
 * The caller's foreign offices, read from the database (see ForeignContext): every office but its
 * own, and for office records the non-member offices not linked to it directly.
 */
async function foreignContext(actor: Actor): Promise<ForeignContext | null> {
  if (actor.isSuperadmin || actor.officeCategoryId === 1) return null;
  const own = actor.officeId;
  const linked = new Set<string>();
  if (own) {
    linked.add(own);
    const me = await db.office.findUniqueOrThrow({ where: { id: own } });
    for (const id of [me.officeReferralId, me.registrarOfficeId]) if (id) linked.add(id);
    const below = await db.office.findMany({
      where: { OR: [{ officeReferralId: own }, { registrarOfficeId: own }] },
      select: { id: true },
    });
    for (const o of below) linked.add(o.id);
  }
  const all = await db.office.findMany({ select: { id: true, officeCategoryId: true } });
  // A Kantor Pelayanan reads the records of every stockist and Stockist Center (SPEC §2).
  const readsRecordsOf = actor.officeCategoryId === 2 ? [3, 4, 5] : [5];
  return {
    offices: all.filter((o) => o.id !== own).map((o) => o.id),
    officeRecords: all
      .filter((o) => !linked.has(o.id) && !readsRecordsOf.includes(o.officeCategoryId))
      .map((o) => o.id),
    userId: actor.userId,
    roles: actor.roles,
  };
}

/**
 * Rows of two offices no demo caller is linked to (a Kantor Pelayanan and a supplier), one of each
 * office-owned kind the seed holds only for linked offices, so that every such type has a row of
 * an unrelated office to try. Removed again in afterAll.
 */
const made: { offices: string[]; cleanup: (() => Promise<unknown>)[] } = {
  offices: [],
  cleanup: [],
};
async function makeUnrelatedRows(): Promise<void> {
  const run = Date.now().toString(36).toUpperCase();
  const office = (category: number, officeType: "kantor_pelayanan" | "supplier", code: string) =>
    db.office.create({
      data: {
        code: `MTX-${code}-${run}`,
        name: `Matrix ${code}`,
        officeType,
        officeCategoryId: category,
        phone: "0811111111",
      },
    });
  const kp = await office(2, "kantor_pelayanan", "K");
  const supplier = await office(6, "supplier", "S");
  made.offices.push(kp.id, supplier.id);
  const [main] = await ensureOfficeWarehouses(db, kp);
  if (!main) throw new Error("no warehouse for the unrelated office");
  const bank = await db.bank.findFirstOrThrow();
  await db.officeBank.create({
    data: { officeId: kp.id, bankId: bank.id, accountNumber: `99${run}`, accountName: "Matrix" },
  });
  await db.officeHistory.create({
    data: { officeId: kp.id, relatedOfficeId: supplier.id, type: "promoting_to_sc" },
  });
  await db.uplineRelation.create({ data: { officeId: kp.id, uplineId: supplier.id } });
  await db.classifyStock.create({
    data: { code: `MTX-C-${run}`, officeId: kp.id, warehouseId: main.id },
  });
  const dispute = await db.dispute.create({
    data: { code: `MTX-D-${run}`, officeId: kp.id, description: "Matrix" },
  });
  await db.disputeImage.create({
    data: { disputeId: dispute.id, officeId: kp.id, filename: `mtx-${run}.jpg` },
  });
  const product = await db.product.create({
    data: { code: `MTX-P-${run}`, name: "Matrix", officeId: supplier.id },
  });
  const generation = await db.qrCodeGeneration.create({
    data: { code: `MTX-Q-${run}`, productId: product.id, quantity: 1 },
  });
  await db.qrCode.create({
    data: { qrCodeGenerationId: generation.id, productId: product.id, code: `MTX-${run}` },
  });
  const po = await db.purchaseOrder.create({
    data: {
      code: `MTX-PO-${run}`,
      supplierOfficeId: supplier.id,
      officeId: kp.id,
      orderDate: new Date(),
      details: { create: [{ productId: product.id, quantity: 1 }] },
    },
  });
  await db.incomingGood.create({
    data: {
      code: `MTX-IG-${run}`,
      officeId: kp.id,
      warehouseId: main.id,
      originOfficeId: supplier.id,
      purchaseOrderId: po.id,
    },
  });
  const cash = await db.paymentMethodType.findFirstOrThrow({ where: { code: "cash" } });
  await db.payment.create({
    data: {
      code: `MTX-PAY-${run}`,
      officeId: kp.id,
      amount: 1n,
      paymentDate: new Date(),
      paymentMethods: { create: [{ paymentMethodTypeId: cash.id, amount: 1n }] },
    },
  });
  // A retur of the unrelated KP to Pusat with its line and its shipment (docs/returns.md).
  const pusat = await db.office.findFirstOrThrow({ where: { officeCategoryId: 1 } });
  const retur = await db.retur.create({
    data: {
      code: `MTX-R-${run}`,
      kind: "kantor_pelayanan",
      status: "validated",
      originOfficeId: kp.id,
      originWarehouseId: main.id,
      destinationOfficeId: pusat.id,
      returDate: new Date(),
      returDetails: { create: [{ productId: product.id, quantity: 1 }] },
    },
  });
  await db.stockMovement.create({
    data: {
      code: `MTX-RS-${run}`,
      returId: retur.id,
      originOfficeId: kp.id,
      destinationOfficeId: pusat.id,
      originWarehouseId: main.id,
      movementDetails: { create: [{ productId: product.id, quantity: 1 }] },
    },
  });
  const offices = { in: made.offices };
  made.cleanup.push(
    () => db.stockMovement.deleteMany({ where: { returId: retur.id } }),
    () => db.retur.deleteMany({ where: { id: retur.id } }),
    () => db.incomingGood.deleteMany({ where: { officeId: offices } }),
    () => db.purchaseOrderDetail.deleteMany({ where: { purchaseOrderId: po.id } }),
    () => db.purchaseOrder.deleteMany({ where: { id: po.id } }),
    () => db.qrCode.deleteMany({ where: { productId: product.id } }),
    () => db.qrCodeGeneration.deleteMany({ where: { productId: product.id } }),
    () => db.product.deleteMany({ where: { id: product.id } }),
    () => db.paymentMethod.deleteMany({ where: { payment: { officeId: offices } } }),
    () => db.payment.deleteMany({ where: { officeId: offices } }),
    () => db.disputeImage.deleteMany({ where: { officeId: offices } }),
    () => db.dispute.deleteMany({ where: { officeId: offices } }),
    () => db.classifyStock.deleteMany({ where: { officeId: offices } }),
    () => db.uplineRelation.deleteMany({ where: { officeId: offices } }),
    () => db.officeHistory.deleteMany({ where: { officeId: offices } }),
    () => db.officeBank.deleteMany({ where: { officeId: offices } }),
    () => db.warehouse.deleteMany({ where: { officeId: offices } }),
    () => db.office.deleteMany({ where: { id: offices } }),
  );
}

function dummyId(def: ResourceDef): string {
  if (def.idKind === "int") return "999999999";
  if (def.idKind === "uuid") return "00000000-0000-4000-8000-00000000dead";
  return "ZZ-MATRIX";
}

async function pool(tasks: (() => Promise<void>)[], size = POOL): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
}

function fail(caller: Caller, what: string, detail: string) {
  failures.push(`[${caller.key}] ${what}: ${detail}`);
}

/** What one caller was sent: resources (for read rules) and linkage (for visibility). */
class Seen {
  readonly resources = new Map<string, JsonApiResource[]>();
  readonly links = new Map<string, Set<string>>();
  add(doc: JsonApiDoc) {
    const data = Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [];
    for (const r of [...data, ...(doc.included ?? [])]) {
      if (!r || typeof r !== "object" || !("attributes" in r)) continue;
      const list = this.resources.get(r.type) ?? [];
      list.push(r);
      this.resources.set(r.type, list);
      for (const rel of Object.values(r.relationships ?? {})) this.link(rel.data);
    }
  }
  link(data: unknown) {
    const ids = Array.isArray(data) ? data : data ? [data] : [];
    for (const x of ids as { type: string; id: string }[]) {
      const set = this.links.get(x.type) ?? new Set<string>();
      set.add(x.id);
      this.links.set(x.type, set);
    }
  }
}

function scopeOf(def: ResourceDef, actor: Actor): Where | null {
  return def.scope ? def.scope(actor) : null;
}

/** A live row of `def` that belongs to offices unrelated to the caller (the table says which). */
async function foreignRow(def: ResourceDef, caller: Caller): Promise<Row | null> {
  const rows = entryOf(def.type).rows;
  if (typeof rows !== "function" || !caller.foreign) return null;
  const and: Where[] = [rows(caller.foreign)];
  if (def.baseWhere) and.push(def.baseWhere);
  if (def.softDelete) and.push({ deletedAt: null });
  const [row] = await delegate(db, def.model).findMany({ where: { AND: and }, take: 1 });
  return row ?? null;
}

async function resourceChecks(caller: Caller, def: ResourceDef, seen: Seen): Promise<void> {
  const { token, actor } = caller;
  const type = def.type;
  const entry = entryOf(type);
  const readable = may(caller, type, "r");
  const rels = Object.keys(def.relationships ?? {});
  const include = rels.length ? `&include=${rels.join(",")}` : "";
  const listed = await api("GET", `/api/v1/${type}?page[size]=1${include}`, { token });
  if (!readable) {
    if (listed.status !== 403) fail(caller, `GET ${type}`, `expected 403, got ${listed.status}`);
    else denied(caller, "reads");
  } else if (listed.status !== 200) {
    fail(caller, `GET ${type}${include}`, `expected 200, got ${listed.status}`);
  } else seen.add(listed.body);

  // A row of an unrelated office: 404, and filter[id] finds nothing.
  if (readable && caller.foreign && typeof entry.rows === "function") {
    const other = await foreignRow(def, caller);
    if (!other) untested.push(`[${caller.key}] ${type}`);
    else {
      const id = encodeURIComponent(String(other.id));
      const read = await api("GET", `/api/v1/${type}/${id}`, { token });
      if (read.status !== 404)
        fail(caller, `GET ${type}/{other office's}`, `expected 404, got ${read.status}`);
      else denied(caller, "foreignRows");
      const filtered = await api("GET", `/api/v1/${type}?filter[id]=${id}`, { token });
      if (filtered.status !== 200 || (filtered.body.data as unknown[]).length !== 0)
        fail(caller, `GET ${type}?filter[id]={other}`, `status ${filtered.status}, not empty`);
    }
  } else if (!readable) {
    const read = await api("GET", `/api/v1/${type}/${dummyId(def)}`, { token });
    if (read.status !== 403) fail(caller, `GET ${type}/{id}`, `expected 403, got ${read.status}`);
  }

  // Writes: 405 where the type offers no such operation, 403 where the caller may not, and an
  // update or delete of a missing row is not refused where it may (a create is not sent: it
  // could succeed).
  const id = dummyId(def);
  const writes: ["c" | "u" | "d", string, string, unknown][] = [
    ["c", "POST", `/api/v1/${type}`, { data: { type, attributes: {} } }],
    ["u", "PATCH", `/api/v1/${type}/${id}`, { data: { type, id, attributes: {} } }],
    ["d", "DELETE", `/api/v1/${type}/${id}`, undefined],
  ];
  for (const [op, method, path, body] of writes) {
    const offered = entry.ops.includes(op);
    const allowed = offered && may(caller, type, op);
    if (allowed && op === "c") continue;
    const res = await api(method, path, { token, body });
    if (allowed) {
      if ([401, 403, 405].includes(res.status) || res.status >= 500)
        fail(caller, `${method} ${type}/{missing}`, `allowed by the table, got ${res.status}`);
      continue;
    }
    const want = offered ? 403 : 405;
    if (res.status !== want)
      fail(caller, `${method} ${type}`, `expected ${want}, got ${res.status}`);
    else denied(caller, "writes");
  }

  // Related and relationship routes of one visible row (superadmin reads every row: skipped).
  const first =
    readable && listed.status === 200 && !actor.isSuperadmin
      ? (listed.body.data as JsonApiResource[])[0]
      : null;
  if (!first) return;
  for (const name of rels) {
    const rel = def.relationships?.[name];
    if (!rel) continue;
    const target = resourceRegistry.get(rel.type);
    const base = `/api/v1/${type}/${encodeURIComponent(first.id)}`;
    const targetReadable = may(caller, target.type, "r");
    if (rel.kind === "many" && targetReadable) {
      // A readable to-many: its related collection (the same scoped set as its linkage).
      const related = await api("GET", `${base}/${name}?page[size]=3`, { token });
      if (related.status !== 200)
        fail(caller, `GET ${type}/{id}/${name}`, `expected 200, got ${related.status}`);
      else seen.add(related.body);
      continue;
    }
    // A to-one (its related route is a read of the target, covered by the linkage check) or an
    // unreadable to-many: the relationship route, whose linkage must name readable rows only.
    const linkage = await api("GET", `${base}/relationships/${name}`, { token });
    if (linkage.status !== 200)
      fail(caller, `GET ${type}/{id}/relationships/${name}`, `got ${linkage.status}`);
    else seen.link(linkage.body.data);
  }
}

async function verifySeen(caller: Caller, seen: Seen): Promise<void> {
  const { actor } = caller;
  // Attribute read rules over every emitted copy of every row.
  for (const [type, resources] of seen.resources) {
    const def = resourceRegistry.get(type);
    const ruled = Object.entries(def.attributes).filter(([, a]) => a.read);
    if (!ruled.length) continue;
    const ids = [...new Set(resources.map((r) => r.id))].map((id) =>
      def.idKind === "int" ? Number(id) : id,
    );
    const rows = await delegate(db, def.model).findMany({ where: { id: { in: ids } } });
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    for (const r of resources) {
      const row = byId.get(r.id);
      if (!row) continue;
      for (const [name, a] of ruled)
        if (a.read && !a.read(actor, row)) {
          refusedChecks++;
          if (name in r.attributes)
            fail(caller, `${type}/${r.id}`, `attribute ${name} must not be readable`);
        }
    }
  }
  // Linkage names only rows the caller may read.
  for (const [type, idSet] of seen.links) {
    const def = resourceRegistry.get(type);
    if (!may(caller, type, "r")) {
      fail(caller, `linkage ${type}`, `names ${idSet.size} row(s) of an unreadable type`);
      continue;
    }
    const scope = scopeOf(def, actor);
    if (!scope && !def.baseWhere) continue;
    const ids = [...idSet].map((id) => (def.idKind === "int" ? Number(id) : id));
    const visible = await delegate(db, def.model).findMany({
      where: {
        AND: [
          { id: { in: ids } },
          ...(def.baseWhere ? [def.baseWhere] : []),
          ...(scope ? [scope] : []),
        ],
      },
    });
    if (visible.length !== ids.length) {
      const ok = new Set(visible.map((v) => String(v.id)));
      fail(
        caller,
        `linkage ${type}`,
        `names unreadable ${ids.filter((i) => !ok.has(String(i))).join(",")}`,
      );
    }
  }
}

async function actionChecks(caller: Caller): Promise<void> {
  const noOffice = caller.key === "no-office";
  for (const action of actionRegistry.all()) {
    const key = `${action.type}/${action.name}`;
    const path =
      action.scope === "member"
        ? `/api/v1/${action.type}/${dummyId(resourceRegistry.has(action.type) ? resourceRegistry.get(action.type) : ({ idKind: "uuid" } as ResourceDef))}/-actions/${action.name}`
        : `/api/v1/${action.type}/-actions/${action.name}`;
    const get = action.methods.includes("GET");
    // Writes run only where they cannot change anything: a member action on a missing id, or
    // anything by the no-office account.
    if (!get && action.scope === "collection" && !noOffice) continue;
    const method = get ? "GET" : (action.methods[0] ?? "POST");
    const headers: Record<string, string> = {
      Accept: action.produces ? `${action.produces}, ${MEDIA_TYPE}` : MEDIA_TYPE,
    };
    const res = await api(method, path, {
      token: caller.token,
      headers,
      noSchema: true,
      ...(method === "GET" ? {} : { body: {} }),
    });
    if (res.status >= 500) fail(caller, `${method} ${key}`, `answered ${res.status}`);
    if (noOffice && !ACCOUNT_ACTIONS.has(key) && res.status < 400 && method === "GET")
      fail(caller, `${method} ${key}`, `no-office account got ${res.status}`);
    if (noOffice && !ACCOUNT_ACTIONS.has(key) && method !== "GET" && res.status < 400)
      fail(caller, `${method} ${key}`, `no-office account got ${res.status}`);
    if (!get && action.scope === "member" && res.status < 400)
      fail(caller, `${method} ${key} on a missing id`, `got ${res.status}`);
  }
}

beforeAll(async () => {
  db = connectTestDb();
  const email = `matrix-${Date.now().toString(36)}@erp.test`;
  const user = await db.user.create({
    data: {
      email,
      name: "Matrix Tanpa Kantor",
      passwordHash: await hashPassword("rahasia123"),
      emailVerifiedAt: new Date(),
    },
  });
  noOfficeUserId = user.id;
  await makeUnrelatedRows();
});

afterAll(async () => {
  for (const step of made.cleanup) await step();
  await db.refreshToken.deleteMany({ where: { userId: noOfficeUserId } });
  await db.user.delete({ where: { id: noOfficeUserId } });
  await db.$disconnect();
});

describe("the access table (tests/support/access-table.ts)", () => {
  it("names every registered type, and every office-owned type declares a row scope", () => {
    expect(Object.keys(ACCESS_TABLE).sort()).toEqual([...resourceRegistry.types()].sort());
    const problems: string[] = [];
    for (const [type, entry] of Object.entries(ACCESS_TABLE)) {
      if (entry.who.split(/\s+/).length !== CALLERS.length)
        problems.push(`${type}: ${CALLERS.length} callers expected in "${entry.who}"`);
      for (const caller of CALLERS)
        for (const op of allowedOps(entry, caller))
          if (!entry.ops.includes(op)) problems.push(`${type}: ${caller} may ${op}, not offered`);
      const branchReads = BRANCH_CALLERS.some((c) => allowedOps(entry, c).includes("r"));
      if (entry.rows === "pusat" && branchReads)
        problems.push(`${type}: "pusat" rows, but a branch caller reads them`);
      // Rows that belong to offices (or users) are scoped by the server: an unscoped type would
      // show every office's rows to each of them.
      if (typeof entry.rows === "function" && !resourceRegistry.get(type).scope)
        problems.push(`${type}: office-owned, but its resource declares no scope`);
    }
    expect(problems).toEqual([]);
  });
});

describe("authorization matrix (every registered type, against the access table)", () => {
  it("every resource and action, for every office category and a no-office account", async () => {
    const started = Date.now();
    const callers: Caller[] = [];
    for (const u of USERS) {
      const email =
        u.key === "no-office"
          ? (await db.user.findUniqueOrThrow({ where: { id: noOfficeUserId } })).email
          : u.email;
      const token = await login(email);
      const row = await db.user.findUniqueOrThrow({ where: { email } });
      const actor = await loadActor(db, row.id, "bearer");
      if (!actor) throw new Error(`no actor for ${email}`);
      callers.push({ key: u.key, token, actor, foreign: await foreignContext(actor) });
    }
    let requests = 0;
    await pool(
      callers.map((caller) => async () => {
        const seen = new Seen();
        const types = resourceRegistry.types();
        const t = Date.now();
        await pool(
          types.map((type) => () => resourceChecks(caller, resourceRegistry.get(type), seen)),
          2,
        );
        await actionChecks(caller);
        await verifySeen(caller, seen);
        requests += [...seen.resources.values()].reduce((n, l) => n + l.length, 0);
        console.log(`matrix ${caller.key}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
      }),
      USERS.length,
    );
    console.log(
      `authorization matrix: ${resourceRegistry.types().length} types, ${actionRegistry.all().length} actions, ${callers.length} callers in ${((Date.now() - started) / 1000).toFixed(1)} s (${requests} resources checked, ${refusedChecks} refused attribute reads)`,
    );
    console.log(
      `denials: ${[...denials].map(([k, d]) => `${k} reads ${d.reads}, other offices' rows ${d.foreignRows}, writes ${d.writes}`).join("; ")}`,
    );
    if (failures.length) console.log(failures.join("\n"));
    if (untested.length) console.log(`no row of an unrelated office for: ${untested.join(", ")}`);
    expect(failures).toEqual([]);
    expect(refusedChecks).toBeGreaterThan(0);
    // The refusals the table asks for happened: each caller was refused the reads and writes the
    // table denies it, and each branch caller was shown no row of an unrelated office of any
    // office-owned type it reads (each such type had one to try).
    expect(untested).toEqual([]);
    for (const caller of callers) {
      const d = denials.get(caller.key) ?? { reads: 0, foreignRows: 0, writes: 0 };
      const table = Object.values(ACCESS_TABLE);
      const deniedReads = table.filter((e) => !allowedOps(e, caller.key).includes("r")).length;
      expect(d.reads, `${caller.key}: list reads refused`).toBe(deniedReads);
      if (caller.key !== "superadmin") expect(d.writes, `${caller.key}: writes`).toBeGreaterThan(0);
      if (caller.foreign) {
        const owned = Object.entries(ACCESS_TABLE).filter(
          ([, e]) => typeof e.rows === "function" && allowedOps(e, caller.key).includes("r"),
        ).length;
        expect(d.foreignRows, `${caller.key}: other offices' rows refused`).toBe(owned);
        expect(d.foreignRows).toBeGreaterThan(0);
      }
    }
  }, 400_000);
});
