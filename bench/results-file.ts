// Writes a benchmark's dated section into its bench/results/*.md file, newest first: after the
// file's heading block (everything before the first "## " section), so the latest figures are
// the first ones a reader meets. The file is created with `heading` when it does not exist.
import fs from "node:fs";
import path from "node:path";

export function addResultSection(file: string, heading: string, section: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const body = section.trimEnd() + "\n";
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, `${heading.trimEnd()}\n\n${body}`);
    return;
  }
  const old = fs.readFileSync(file, "utf8");
  const at = old.search(/^## /m);
  const next =
    at < 0 ? `${old.trimEnd()}\n\n${body}` : `${old.slice(0, at)}${body}\n${old.slice(at)}`;
  fs.writeFileSync(file, next);
}
