// A server module (a page, a layout, a server component or use case) may take only components
// from a "use client" module: any other value it imports from one (a query object, a config, a
// function) is a client reference on the server, not the value. /komisi-bulanan read
// `COMMISSION_LIST_QUERY.resource` from its client list that way, got undefined, and its server
// prefetch asked GET /api/v1/undefined (a 500). Shared values live in plain modules both import.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSpec, ROOT, sourceFiles } from "../support/import-graph";

const directive = (name: string) => new RegExp(`^\\s*(?:\\/\\/[^\\n]*\\n\\s*)*["']use ${name}["']`);
const isClient = (source: string) => directive("client").test(source);
const code = (s: string) => s.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
/** A component's name: PascalCase with a lower-case letter (not a CONSTANT). */
const isComponentName = (name: string) => /^[A-Z]/.test(name) && /[a-z]/.test(name);

/** The value imports of a module: each named import clause and the file it resolves to. */
function imports(file: string): { names: string[]; target: string }[] {
  const out: { names: string[]; target: string }[] = [];
  const statements = /(?:^|;|\n)\s*(?:import|export)\s+(?!type\s)([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of code(fs.readFileSync(file, "utf8")).matchAll(statements)) {
    const [, clause = "", spec = ""] = m;
    const target = resolveSpec(file, spec);
    if (!target) continue;
    const braces = /\{([\s\S]*)\}/.exec(clause);
    const names = (braces?.[1] ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0]!.trim());
    out.push({ names, target });
  }
  return out;
}

/**
 * Walks the server's module graph from every app/ module that is not a client one (pages,
 * layouts, route handlers) through its static imports, stopping at client modules: each name
 * taken from one must be a component.
 */
function violations(): string[] {
  const found: string[] = [];
  const clientCache = new Map<string, boolean>();
  const clientModule = (file: string) => {
    let c = clientCache.get(file);
    if (c === undefined) {
      c = isClient(fs.readFileSync(file, "utf8"));
      clientCache.set(file, c);
    }
    return c;
  };
  const seen = new Set<string>();
  const queue = [...sourceFiles(path.join(ROOT, "app"))].filter((f) => !clientModule(f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { names, target } of imports(file)) {
      if (!clientModule(target)) {
        queue.push(target);
        continue;
      }
      for (const name of names)
        if (!isComponentName(name))
          found.push(`${path.relative(ROOT, file)} imports ${name} from ${path.relative(ROOT, target)}`);
    }
  }
  expect(seen.size).toBeGreaterThan(100);
  return found;
}

describe("the client boundary", () => {
  it("server modules import only components from client modules", () => {
    expect(violations()).toEqual([]);
  });
});
