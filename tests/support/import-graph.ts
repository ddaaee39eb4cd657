// The import graph of the project's TypeScript sources, read as text: the value imports of a
// module (type-only imports left out, as they are erased) and the files they resolve to. Used by
// the client-bundle guard (client-imports.test.ts) and the server's no-circle check.
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export function* sourceFiles(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) yield full;
  }
}

/** The specifiers a module imports or re-exports as values (type-only imports left out). */
export function valueImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const specs: string[] = [];
  const statement = /(?:^|;|\n)\s*(import|export)\s+([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of code.matchAll(statement)) {
    const [, , clause = "", spec = ""] = m;
    if (/^type\s/.test(clause)) continue;
    const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (braces) {
      const names = (braces[1] ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length && names.every((n) => n.startsWith("type "))) continue;
    }
    specs.push(spec);
  }
  for (const m of code.matchAll(/(?:^|;|\n)\s*import\s*["']([^"']+)["']/g)) specs.push(m[1] ?? "");
  return specs;
}

/** The file a specifier names (`@/` or relative), or null for a package. */
export function resolveSpec(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}
