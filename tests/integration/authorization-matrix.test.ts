// A GENERATED authorization matrix (issue 9 §5, docs/security-data.md): every resource type of
// the registry and every custom action, for a user of every office category and a self-registered
// account with no office and no role. A resource joins by being registered; attribute read rules
// (AttributeDef.read) and row scopes are taken from the definitions themselves.
//
// For each user and type: the list with every first-level include (403 when the type is not
// readable), another office's record (404) and filter[id] on it (empty), create/update/delete
// where not allowed (403; 405 where the resource has no such operation), and for one visible row
// every relationship: the related collection of a readable to-many, the relationship route of a
// to-one or of an unreadable to-many. Then, over everything the server emitted: no attribute
// whose read rule refuses the caller is present, and no linkage names a row the caller may not
// read. GET custom actions never answer 5xx, and answer the no-office account with 4xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTestDb } from "../support/db";
import { api, login, MEDIA_TYPE, type JsonApiDoc, type JsonApiResource } from "../support/api";
import type { Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { loadActor, type Actor } from "@/server/auth/actor";
import { actionRegistry, resourceRegistry } from "@/server/api/registry";
import { checkAccess, delegate } from "@/server/jsonapi/engine";
import type { Access, ResourceDef, Row, Where } from "@/server/jsonapi/resource";

const USERS = [
  { key: "superadmin", email: "admin@erp.test" },
  { key: "pusat-staff", email: "gudang@erp.test" },
  { key: "kp", email: "kp@erp.test" },
  { key: "sc", email: "sc@erp.test" },
  { key: "stockist", email: "stockist@erp.test" },
  { key: "member", email: "mitra@erp.test" },
  { key: "supplier", email: "supplier@erp.test" },
  { key: "no-office", email: "" },
] as const;
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
  key: string;
  token: string;
  actor: Actor;
}

function allows(access: Access | undefined, actor: Actor): boolean | "absent" {
  if (access === undefined) return "absent";
  try {
    checkAccess(access, actor, "x");
    return true;
  } catch {
    return false;
  }
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

async function outsideRow(def: ResourceDef, actor: Actor): Promise<Row | null> {
  const scope = scopeOf(def, actor);
  if (!scope) return null;
  const and: Where[] = [{ NOT: scope }];
  if (def.baseWhere) and.push(def.baseWhere);
  if (def.softDelete) and.push({ deletedAt: null });
  const [row] = await delegate(db, def.model).findMany({ where: { AND: and }, take: 1 });
  return row ?? null;
}

async function resourceChecks(caller: Caller, def: ResourceDef, seen: Seen): Promise<void> {
  const { token, actor } = caller;
  const type = def.type;
  const readable = allows(def.access.read, actor) === true;
  const rels = Object.keys(def.relationships ?? {});
  const include = rels.length ? `&include=${rels.join(",")}` : "";
  const listed = await api("GET", `/api/v1/${type}?page[size]=1${include}`, { token });
  if (!readable) {
    if (listed.status !== 403) fail(caller, `GET ${type}`, `expected 403, got ${listed.status}`);
  } else if (listed.status !== 200) {
    fail(caller, `GET ${type}${include}`, `expected 200, got ${listed.status}`);
  } else seen.add(listed.body);

  // Another office's record: 404, and filter[id] finds nothing.
  if (readable) {
    const other = await outsideRow(def, actor);
    if (other) {
      const id = encodeURIComponent(String(other.id));
      const read = await api("GET", `/api/v1/${type}/${id}`, { token });
      if (read.status !== 404)
        fail(caller, `GET ${type}/{other}`, `expected 404, got ${read.status}`);
      const filtered = await api("GET", `/api/v1/${type}?filter[id]=${id}`, { token });
      if (filtered.status !== 200 || (filtered.body.data as unknown[]).length !== 0)
        fail(caller, `GET ${type}?filter[id]={other}`, `status ${filtered.status}, not empty`);
    }
  } else {
    const read = await api("GET", `/api/v1/${type}/${dummyId(def)}`, { token });
    if (read.status !== 403) fail(caller, `GET ${type}/{id}`, `expected 403, got ${read.status}`);
  }

  // Writes that are not allowed: 403 (405 where the resource has no such operation).
  const id = dummyId(def);
  const writes: [string, string, Access | undefined, unknown][] = [
    ["POST", `/api/v1/${type}`, def.access.create, { data: { type, attributes: {} } }],
    ["PATCH", `/api/v1/${type}/${id}`, def.access.update, { data: { type, id, attributes: {} } }],
    ["DELETE", `/api/v1/${type}/${id}`, def.access.delete, undefined],
  ];
  for (const [method, path, access, body] of writes) {
    const allowed = allows(access, actor);
    if (allowed === true) continue;
    const res = await api(method, path, { token, body });
    const want = allowed === "absent" ? 405 : 403;
    if (res.status !== want)
      fail(caller, `${method} ${type}`, `expected ${want}, got ${res.status}`);
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
    const targetReadable = allows(target.access.read, actor) === true;
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
    if (allows(def.access.read, actor) !== true) {
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
});

afterAll(async () => {
  await db.refreshToken.deleteMany({ where: { userId: noOfficeUserId } });
  await db.user.delete({ where: { id: noOfficeUserId } });
  await db.$disconnect();
});

describe("authorization matrix (generated from the registry)", () => {
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
      callers.push({ key: u.key, token, actor });
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
    if (failures.length) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
    expect(refusedChecks).toBeGreaterThan(0);
  }, 400_000);
});
