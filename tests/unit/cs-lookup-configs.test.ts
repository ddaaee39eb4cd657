// The customer service lists are lookup screens (components/customer-service/cs-lookup-configs.tsx):
// each form's payload is what the server's create schema accepts (loaded the way the form loads
// it), numbers typed as text are sent as numbers, and the business-hours form's schema turns
// JJ:MM into minutes and puts the API schema's issues on the field of the same name.
import { describe, expect, it } from "vitest";
import { lookupPayload, type LookupValues } from "@/components/data-table/lookup-configs";
import { lookupFormSchema } from "@/components/data-table/lookup-form-schema";
import { CS_LOOKUPS } from "@/components/customer-service/cs-lookup-configs";
import { ZBusinessHoursForm } from "@/lib/schemas/customer-service";

const VALID: Record<string, string | boolean> = {
  name: "Promo Desember",
  message: "Halo {nama}, saldo Anda {saldo}",
  is_active: true,
  shortcut: "salam",
  content: "Selamat pagi, ada yang bisa dibantu?",
  match_type: "contains",
  pattern: "harga",
  response: "Daftar harga ada di katalog",
  priority: "10",
  phone: "6281234567890",
  instance_name: "",
  rate_per_minute: "120",
};

describe("customer service lookup configs", () => {
  for (const [kind, cfg] of Object.entries(CS_LOOKUPS)) {
    if (!cfg.fields.length) continue;
    const values: LookupValues = Object.fromEntries(
      cfg.fields.map((f) => [f.name, VALID[f.name] ?? ""]),
    );

    it(`${kind}: a filled form is a payload the server schema accepts`, async () => {
      const schema = await cfg.loadSchema();
      const payload = lookupPayload(cfg, values);
      const parsed = schema.safeParse(payload);
      expect(parsed.error?.issues ?? []).toEqual([]);
      for (const f of cfg.fields.filter((x) => x.kind === "number"))
        expect(typeof payload[f.name]).toBe("number");
    });

    it(`${kind}: each required field left empty is an issue on that field`, async () => {
      const form = lookupFormSchema(await cfg.loadSchema(), cfg);
      for (const f of cfg.fields.filter((x) => x.required)) {
        const parsed = form.safeParse({ ...values, [f.name]: "  " });
        expect(parsed.success, f.name).toBe(false);
        expect(parsed.error?.issues.map((i) => i.path[0])).toContain(f.name);
      }
    });

    it(`${kind}: columns and row labels name attributes of the resource`, () => {
      for (const c of cfg.columns) expect(c.key).toMatch(/^[a-zA-Z_]+$/);
      expect(cfg.labelKey).toMatch(/^[a-z_]+$/);
    });
  }

  it("a device rate is a whole number within the table's bound, typed as text", async () => {
    const cfg = CS_LOOKUPS["whatsapp-devices"];
    const form = lookupFormSchema(await cfg.loadSchema(), cfg);
    const values = Object.fromEntries(cfg.fields.map((f) => [f.name, VALID[f.name] ?? ""]));
    expect(form.safeParse({ ...values, rate_per_minute: "60000" }).success).toBe(true);
    const over = form.safeParse({ ...values, rate_per_minute: "60001" });
    expect(over.error?.issues[0]).toMatchObject({ path: ["rate_per_minute"] });
    expect(form.safeParse({ ...values, rate_per_minute: "abc" }).success).toBe(false);
  });

  it("a catastrophic regex is refused on the pattern field", async () => {
    const cfg = CS_LOOKUPS["response-patterns"];
    const form = lookupFormSchema(await cfg.loadSchema(), cfg);
    const values = Object.fromEntries(cfg.fields.map((f) => [f.name, VALID[f.name] ?? ""]));
    const parsed = form.safeParse({ ...values, match_type: "regex", pattern: "(a+)+$" });
    expect(parsed.error?.issues[0]?.path).toEqual(["pattern"]);
  });
});

describe("business-hours form schema", () => {
  const values = {
    is_active: true,
    days: [1, 2, 3, 4, 5],
    opens_at: "08:30",
    closes_at: "17:00",
    away_message: "Kami buka Senin–Jumat 08.30–17.00 WIB.",
  };

  it("turns JJ:MM into the minutes the API takes", () => {
    expect(ZBusinessHoursForm.parse(values)).toEqual({
      ...values,
      opens_at: 510,
      closes_at: 1020,
    });
  });

  it("a malformed time is an issue on its field", () => {
    const parsed = ZBusinessHoursForm.safeParse({ ...values, opens_at: "8.30" });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["opens_at"],
      message: "Jam buka tidak valid (JJ:MM)",
    });
  });

  it("closing before opening is the API schema's issue, on closes_at", () => {
    const parsed = ZBusinessHoursForm.safeParse({ ...values, closes_at: "08:00" });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ["closes_at"],
      message: "Jam tutup harus setelah jam buka",
    });
  });
});
