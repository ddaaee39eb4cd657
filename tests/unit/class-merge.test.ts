// lib/class-merge.ts replaces tailwind-merge in cn() (docs/browser-performance.md): it must give
// exactly twMerge's result for the classes this app uses. The classes are read from the source, so
// a new class family shows up here as a failure until class-merge knows it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { mergeClasses } from "@/lib/class-merge";
import { cn } from "@/lib/utils";

const TOKEN = /^!?-?[a-z*[][a-z0-9[\]\-_&=:/.%#()*,>@!]*$/;
const HINT =
  /-|^(flex|grid|block|inline|hidden|contents|truncate|underline|uppercase|relative|absolute|fixed|sticky|border|rounded|shadow|grow|shrink|invisible|visible|transition|outline|ring|antialiased)$/;

/** Class names in the string literals of the app's components (strings made only of classes). */
function appClasses(): string[] {
  const files = execFileSync("git", ["ls-files", "components", "app", "lib"], { encoding: "utf8" })
    .split("\n")
    .filter((f) => f.endsWith(".tsx") || f.endsWith("variants.ts"));
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/"([^"\n]*)"|`([^`$]*)`/g)) {
      const tokens = (m[1] ?? m[2] ?? "").trim().split(/\s+/);
      if (!tokens[0] || !tokens.every((t) => TOKEN.test(t) && !t.includes("/components/")))
        continue;
      if (!tokens.some((t) => HINT.test(t.split(":").pop() ?? ""))) continue;
      for (const t of tokens) found.add(t);
    }
  }
  return [...found].sort();
}

describe("mergeClasses (tailwind-merge stand-in)", () => {
  const classes = appClasses();
  const bases = [...new Set(classes.map((c) => c.split(":").pop() ?? c))];

  it("finds the app's classes", () => {
    expect(classes.length).toBeGreaterThan(300);
  });

  it("gives twMerge's result for every pair of the app's classes", () => {
    const wrong: string[] = [];
    for (const a of classes)
      for (const b of classes) {
        const input = `${a} ${b}`;
        const want = twMerge(input);
        if (mergeClasses(input) !== want) wrong.push(`${input} -> ${want}`);
      }
    expect(wrong.slice(0, 40)).toEqual([]);
  }, 120_000);

  it("keeps variants and the important mark apart, as twMerge does", () => {
    const wrong: string[] = [];
    const variants = ["", "md:", "hover:", "md:hover:", "hover:md:", "!"];
    // Pairs that do not conflict without variants do not conflict with them either.
    const conflicting: [string, string][] = [];
    for (const a of bases)
      for (const b of bases) if (twMerge(`${a} ${b}`) !== `${a} ${b}`) conflicting.push([a, b]);
    expect(conflicting.length).toBeGreaterThan(100);
    for (const [a, b] of conflicting)
      for (const va of variants)
        for (const vb of ["", "md:", "hover:md:"]) {
          const input = va === "!" ? `!${a} ${vb}${b}` : `${va}${a} ${vb}${b}`;
          const want = twMerge(input);
          if (mergeClasses(input) !== want) wrong.push(`${input} -> ${want}`);
        }
    expect(wrong.slice(0, 40)).toEqual([]);
  }, 120_000);

  it("cn() joins conditional classes and lets a caller's class override a default", () => {
    expect(cn("h-10 px-4 py-2", false, undefined, "px-2 w-full")).toBe("h-10 py-2 px-2 w-full");
    expect(cn("p-6 pt-0", "p-4")).toBe("p-4");
    expect(cn("text-sm text-muted-foreground", "text-red-600")).toBe("text-sm text-red-600");
    expect(cn("size-4", "w-5")).toBe("size-4 w-5");
    expect(cn("w-5", "size-4")).toBe("size-4");
  });
});
