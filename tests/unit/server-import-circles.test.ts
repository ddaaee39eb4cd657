// ARCHITECTURE §1: server/ has no import circle. Static imports, re-exports and dynamic
// `import()` count (a lazy import is how a circle hides: the action modules once loaded the
// registry that lists them that way); type-only imports do not (they are erased). Issue 24 §4.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  dynamicImports,
  resolveSpec,
  ROOT,
  sourceFiles,
  valueImports,
} from "../support/import-graph";

/** Every module a source reaches at run time: value imports plus `import("...")`. */
function runtimeImports(source: string): string[] {
  return [...valueImports(source), ...dynamicImports(source)];
}

/** The strongly connected groups of more than one file (or a file importing itself). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, idx.get(w) ?? 0));
    }
    if (low.get(v) !== idx.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

function serverGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const server = path.join(ROOT, "server");
  const generated = path.join(server, "generated");
  for (const file of sourceFiles(server)) {
    if (file.startsWith(generated)) continue;
    const targets = runtimeImports(fs.readFileSync(file, "utf8"))
      .map((spec) => resolveSpec(file, spec))
      .filter((t): t is string => t !== null && t.startsWith(server) && !t.startsWith(generated))
      .map((t) => path.relative(ROOT, t));
    graph.set(path.relative(ROOT, file), targets);
  }
  return graph;
}

describe("server/ import circles", () => {
  it("finds a circle, a lazy one included, and leaves a chain alone", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(g)).toEqual([["a", "b", "c"]]);
    expect(
      circles(
        new Map([
          ["a", ["b"]],
          ["b", []],
        ]),
      ),
    ).toEqual([]);
    expect(runtimeImports('const m = await import("@/server/api/registry");')).toEqual([
      "@/server/api/registry",
    ]);
    expect(runtimeImports('import type { X } from "./x";')).toEqual([]);
  });

  it("server/ has none", () => {
    const graph = serverGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
