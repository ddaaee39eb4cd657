// Riwayat Status shows Indonesian action labels (lib/labels/history.ts through historyRows in
// components/widgets/detail-parts.tsx): every action the server writes to a document's history
// has one, a document's own wording wins, and an unknown action never shows its raw name
// (issue 23 §3: 'handover' was shown as is).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HISTORY_ACTION_FALLBACK, HISTORY_ACTION_LABEL } from "@/lib/labels/history";
import { historyRows } from "@/components/widgets/detail-parts";

/** Every `.ts` file under `dir`. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sources(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

const row = (action: string | null) => ({
  id: "h1",
  attributes: {
    from_status: "sent",
    to_status: "received",
    action,
    note: null,
    user_name: "Gudang",
    createdAt: "2026-11-28T01:00:00.000Z",
  },
});

describe("history action labels", () => {
  it("labels every action the server writes to a document history", () => {
    const root = path.resolve(import.meta.dirname, "../../server");
    const actions = new Set<string>();
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, "utf8");
      // Movement histories: historyRow(id, from, to, "<action>", ...).
      for (const m of text.matchAll(/historyRow\(\s*[^,]+,[^,]+,[^,]+,\s*"([\w-]+)"/g))
        actions.add(m[1] ?? "");
      // Other documents: record...Transition / recordDocumentHistory with { action: "<action>" }.
      if (/Transition\(|recordDocumentHistory|documentStatusHistory/.test(text))
        for (const m of text.matchAll(/action: "([\w-]+)"/g)) actions.add(m[1] ?? "");
    }
    expect(actions).toContain("handover");
    expect(actions.size).toBeGreaterThan(15);
    const missing = [...actions].filter((a) => !HISTORY_ACTION_LABEL[a]);
    expect(missing).toEqual([]);
  });

  it("renders 'handover' as 'Diserahkan', a document's own wording first, never a raw name", () => {
    const at = (iso: string) => iso;
    const status = { sent: "Dikirim", received: "Diterima" };
    expect(historyRows([row("handover")], { action: {}, status }, at)[0]?.action).toBe(
      "Diserahkan",
    );
    expect(
      historyRows([row("submit")], { action: { submit: "Dikirim ke supplier" }, status }, at)[0]
        ?.action,
    ).toBe("Dikirim ke supplier");
    // A settlement is labelled on every document (movement, order, purchase order) alike.
    expect(historyRows([row("settle-lost")], { action: {}, status }, at)[0]?.action).toBe(
      "Hilang dalam perjalanan",
    );
    expect(historyRows([row("not-yet-labelled")], { action: {}, status }, at)[0]?.action).toBe(
      HISTORY_ACTION_FALLBACK,
    );
    expect(historyRows([row(null)], { action: {}, status }, at)[0]?.action).toBe("-");
  });
});
