// ARCHITECTURE §1: `server/` never imports from `app/`. The server floor holds the use cases and
// the JSON:API engine; the routing floor binds them to URLs. A server module that reaches up into
// a route or a page (as prefetch.ts once did for the API's GET handlers) makes the floors one.
// Every import counts here, type-only and lazy ones included: a type from app/ is a dependency
// on app/ all the same. Issue 24 §4.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allImports, resolveSpec, ROOT, sourceFiles } from "../support/import-graph";

const APP = path.join(ROOT, "app");

/** "server/x.ts -> app/y.ts" for every import of a module under server/ that resolves into app/. */
function upwardImports(): string[] {
  const server = path.join(ROOT, "server");
  const generated = path.join(server, "generated");
  const found: string[] = [];
  for (const file of sourceFiles(server)) {
    if (file.startsWith(generated)) continue;
    for (const spec of allImports(fs.readFileSync(file, "utf8"))) {
      const target = resolveSpec(file, spec);
      if (target?.startsWith(`${APP}${path.sep}`))
        found.push(`${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`);
    }
  }
  return found;
}

describe("server/ does not import app/", () => {
  it("reads type-only, side-effect and lazy imports", () => {
    expect(
      allImports(
        [
          'import type { X } from "@/app/x";',
          'import "server-only";',
          'export { y } from "./y";',
          '// import { z } from "@/app/z";',
          'const m = await import("@/app/m");',
        ].join("\n"),
      ),
    ).toEqual(["@/app/x", "./y", "server-only", "@/app/m"]);
  });

  it("no module under server/ imports from app/", () => {
    expect(upwardImports()).toEqual([]);
  });
});
