// The engine's one door to Prisma: a resource's model as a generic delegate, the include its rows
// are read with, and the context every operation runs in. Pure plumbing: no rule lives here.
import type { Db } from "@/server/prisma-client";
import type { Actor } from "@/server/auth/actor";
import type { ModelKey, ResourceDef, Row, Where } from "./resource";

/** The subset of a Prisma delegate the engine uses. Prisma's own types are per model; the engine is generic. */
export interface Delegate {
  findMany(args: {
    where?: Where;
    orderBy?: Where[];
    skip?: number;
    take?: number;
    include?: Row;
  }): Promise<Row[]>;
  findFirst(args: { where?: Where; include?: Row; select?: Row }): Promise<Row | null>;
  count(args: { where?: Where; take?: number; orderBy?: Where[] }): Promise<number>;
  create(args: { data: Row }): Promise<Row>;
  update(args: { where: Where; data: Row }): Promise<Row>;
  delete(args: { where: Where }): Promise<Row>;
  deleteMany(args: { where: Where }): Promise<{ count: number }>;
  createMany(args: { data: Row[]; skipDuplicates?: boolean }): Promise<{ count: number }>;
}

export function delegate(db: Db | Omit<Db, "$connect">, model: ModelKey): Delegate {
  // One deliberate cast: Prisma types each delegate separately; the engine only needs this shared shape.
  return (db as unknown as Record<ModelKey, Delegate>)[model];
}

/** The `include` a resource's rows are read with (ResourceDef.rowInclude), or nothing. */
export function withInclude(def: ResourceDef): { include?: Row } {
  return def.rowInclude ? { include: def.rowInclude } : {};
}

/** What every engine operation runs with: the client (or transaction), the caller, the URL. */
export interface RequestContext {
  db: Db;
  actor: Actor | null;
  url: URL;
}
