// The Admin lookup screens validate their forms with the server's create schemas: every config's
// fields must be exactly what its schema accepts, required where the schema requires them.
import { describe, expect, it } from "vitest";
import {
  LOOKUPS,
  lookupPayload,
  type LookupKind,
  type LookupValues,
} from "@/components/data-table/lookup-configs";
import { LOOKUP_SCHEMAS } from "@/components/data-table/lookup-schemas";

const VALID: Record<string, string | boolean> = {
  code: "KD-01",
  name: "contoh.lihat",
  description: "",
  phone: "",
  address: "",
  is_active: true,
};

describe("lookup configs", () => {
  for (const [kind, cfg] of Object.entries(LOOKUPS)) {
    const schema = LOOKUP_SCHEMAS[kind as LookupKind];
    const values: LookupValues = Object.fromEntries(
      cfg.fields.map((f) => [f.name, VALID[f.name] ?? ""]),
    );

    it(`${kind}: a filled form is a payload the server schema accepts, empty optionals as null`, () => {
      const payload = lookupPayload(cfg, values);
      expect(schema.safeParse(payload).success).toBe(true);
      for (const f of cfg.fields.filter((x) => x.kind === "text" && !x.required))
        expect(payload[f.name]).toBeNull();
    });

    it(`${kind}: each required field left empty gives 'Kolom wajib diisi' on that field`, () => {
      for (const f of cfg.fields.filter((x) => x.required)) {
        const parsed = schema.safeParse(lookupPayload(cfg, { ...values, [f.name]: "  " }));
        expect(parsed.success).toBe(false);
        const issue = parsed.error?.issues.find((i) => i.path[0] === f.name);
        expect(issue?.message).toBe("Kolom wajib diisi");
      }
    });

    it(`${kind}: columns name attributes the form or the resource has`, () => {
      const names = new Set([...cfg.fields.map((f) => f.name), "description"]);
      for (const c of cfg.columns) expect(names.has(c.key) || c.kind === "status").toBe(true);
      expect(names.has(cfg.labelKey)).toBe(true);
    });
  }

  it("a permission name must look like resource.aksi", () => {
    const parsed = LOOKUP_SCHEMAS.permissions.safeParse({ name: "Bukan Nama", description: null });
    expect(parsed.error?.issues[0]?.message).toBe(
      "Nama hak akses berbentuk resource.aksi, huruf kecil",
    );
  });
});
