// setups (SPEC §7 "Periods": setups GET, PATCH): key/value settings with a typed `value` per key
// (lib/schemas/setup.ts SETUP_KEYS). Pusat staff with setups.view read, with setups.update write.
// The per-office payment method keys of the minimal setup variant are served by their own action
// (setups/-actions/office-payment-methods), not by this list.
import { attr, eqFilter, timestamps } from "@/server/jsonapi/define";
import { defineResource, type ResourceDef, type Row } from "@/server/jsonapi/resource";
import { AppError } from "@/server/errors";
import { pusatWith } from "@/server/master/access";
import {
  parseSetupValue,
  setupKeyDef,
  setupKeysOf,
  SETUP_TABS,
  type SetupTab,
} from "@/lib/schemas/setup";
import { OFFICE_PAYMENT_METHODS_PREFIX } from "./office-payment-methods";
import { updateSetup, ZSetupUpdateInput } from "./update-setup";

const TABS = new Map(SETUP_TABS.map((t) => [t.tab, t]));

function defOf(row: Row) {
  return setupKeyDef(String(row.setupKey));
}

export const setups = defineResource({
  type: "setups",
  model: "setup",
  idKind: "uuid",
  attributes: {
    setup_key: attr("setupKey", "string", { sortable: true }),
    /** Typed: number, boolean or string per the key's kind; the stored text when it does not parse. */
    value: attr("value", "json", {
      get: (row) => {
        const def = defOf(row);
        const raw = String(row.value);
        return def ? (parseSetupValue(def.kind, raw) ?? raw) : raw;
      },
    }),
    kind: attr("setupKey", "string", { get: (row) => defOf(row)?.kind ?? "text" }),
    label: attr("setupKey", "string", { get: (row) => defOf(row)?.label ?? null }),
    tab: attr("setupKey", "string", { get: (row) => defOf(row)?.tab ?? null }),
    description: attr("description"),
    group: attr("group", "string", { sortable: true }),
    ...timestamps(),
  },
  filters: {
    setup_key: eqFilter("setupKey"),
    group: eqFilter("group"),
    // The keys one Admin > Setup tab edits, in the tab's order of SETUP_KEYS.
    tab: (value) => {
      const tab = value.trim().toLowerCase() as SetupTab;
      if (!TABS.has(tab))
        throw AppError.badRequest(
          `filter[tab] harus salah satu dari: ${SETUP_TABS.map((t) => t.tab).join(", ")}`,
          { parameter: "filter[tab]" },
        );
      return { setupKey: { in: setupKeysOf(tab).map((k) => k.key) } };
    },
  },
  baseWhere: { NOT: { setupKey: { startsWith: OFFICE_PAYMENT_METHODS_PREFIX } } },
  search: ["setupKey", "description"],
  defaultSort: "setup_key",
  pageSize: { default: 50, max: 200 },
  access: {
    read: pusatWith("setups.view"),
    update: pusatWith("setups.update"),
  },
  update: {
    schema: ZSetupUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateSetup(db, { ...ZSetupUpdateInput.parse(input), id: String(id) }, actor),
  },
});

export const setupResources: ResourceDef[] = [setups];
