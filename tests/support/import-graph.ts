// The import graph of the project's TypeScript sources, read as text: the value imports of a
// module (type-only imports left out, as they are erased) and the files they resolve to. Used by
// the client-bundle guard (client-imports.test.ts), the server's no-circle check and the floor
// check (server-layering.test.ts).
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

/** Comments out of the way, so an import in a comment does not count. */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Each `import ... from` / `export ... from` statement: what it names and the specifier. */
function* fromStatements(source: string): Generator<{ clause: string; spec: string }> {
  const statement = /(?:^|;|\n)\s*(import|export)\s+([^;]*?)\s*from\s*["']([^"']+)["']/g;
  for (const m of code(source).matchAll(statement)) {
    const [, , clause = "", spec = ""] = m;
    yield { clause, spec };
  }
}

/** The specifiers of side-effect imports (`import "server-only"`). */
function bareImports(source: string): string[] {
  return [...code(source).matchAll(/(?:^|;|\n)\s*import\s*["']([^"']+)["']/g)].map(
    (m) => m[1] ?? "",
  );
}

/** The specifiers a module imports or re-exports as values (type-only imports left out). */
export function valueImports(source: string): string[] {
  const specs: string[] = [];
  for (const { clause, spec } of fromStatements(source)) {
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
  return [...specs, ...bareImports(source)];
}

/** The specifiers of a module's `import("...")` calls (lazy imports). */
export function dynamicImports(source: string): string[] {
  return [...code(source).matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1] ?? "");
}

/** Every specifier a module names: value, type-only, side-effect and dynamic imports. */
export function allImports(source: string): string[] {
  return [
    ...[...fromStatements(source)].map((s) => s.spec),
    ...bareImports(source),
    ...dynamicImports(source),
  ];
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
