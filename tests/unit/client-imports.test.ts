// What a page's first-load JavaScript may not contain (docs/browser-performance.md): no module a
// browser component imports statically may reach zod or its form resolver. Forms validate with
// zod through `lazyResolver` (components/forms/lazy-resolver.ts), which loads the schema module
// on the user's first key or pointer press; a static import anywhere in a client module's graph
// puts zod (about 35 KB gzip) back into every route that shows it.
//
// This follows the static import graph from every "use client" module (dynamic `import()` and
// type-only imports are not followed: they are not in the first-load bundle), up to "use server"
// modules, whose code stays on the server.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpec, ROOT, sourceFiles, valueImports } from "../support/import-graph";

const FORBIDDEN = /^(zod($|\/)|@hookform\/resolvers($|\/))/;
const DIRS = ["app", "components", "lib"];

const directive = (name: string) => new RegExp(`^\\s*(?:\\/\\/[^\\n]*\\n\\s*)*["']use ${name}["']`);
const isClient = (source: string) => directive("client").test(source);
// A server action module reaches the browser as references to the server, not as its code.
const isServerActions = (source: string) => directive("server").test(source);

/** For each client module that reaches a forbidden package: the import chain to it. */
function clientChainsToForbidden(): string[] {
  const sources = new Map<string, string>();
  const read = (file: string) => {
    let s = sources.get(file);
    if (s === undefined) {
      s = fs.readFileSync(file, "utf8");
      sources.set(file, s);
    }
    return s;
  };
  const found: string[] = [];
  // Chain from each module to a forbidden import, or null; memoized over the whole graph.
  const chain = new Map<string, string[] | null>();
  const walk = (file: string, stack: Set<string>): string[] | null => {
    const known = chain.get(file);
    if (known !== undefined) return known;
    if (stack.has(file) || isServerActions(read(file))) return null;
    stack.add(file);
    let result: string[] | null = null;
    for (const spec of valueImports(read(file))) {
      if (FORBIDDEN.test(spec)) {
        result = [spec];
        break;
      }
      const target = resolveSpec(file, spec);
      if (!target) continue;
      const sub = walk(target, stack);
      if (sub) {
        result = [path.relative(ROOT, target), ...sub];
        break;
      }
    }
    stack.delete(file);
    chain.set(file, result);
    return result;
  };
  for (const dir of DIRS)
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      if (!isClient(read(file))) continue;
      const c = walk(file, new Set());
      if (c) found.push([path.relative(ROOT, file), ...c].join(" -> "));
    }
  return found.sort();
}

describe("client modules' static imports", () => {
  it("reads value imports and skips type-only ones", () => {
    expect(
      valueImports(
        [
          'import { z } from "zod";',
          'import type { z as Z } from "zod/mini";',
          'import { type A, type B } from "./types";',
          'import { type C, d } from "./mixed";',
          'export { e } from "./reexport";',
          'export type { F } from "./type-reexport";',
          'import "./side-effect";',
          "import {\n  g,\n  h,\n} from '@/multi/line';",
        ].join("\n"),
      ),
    ).toEqual(["zod", "./mixed", "./reexport", "@/multi/line", "./side-effect"]);
  });

  it("never reach zod or @hookform/resolvers (they load on demand)", () => {
    expect(clientChainsToForbidden()).toEqual([]);
  });
});
