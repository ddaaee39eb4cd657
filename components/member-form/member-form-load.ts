// What the member form (member-form.tsx) starts from when it edits a member: the member document
// (offices/{id}/-actions/getMember) and the options of its selects (banks, educations, professions,
// provinces, and the cities, districts and villages of the member's address). Read through an
// ApiGet, so the detail page's server loads it into the page's HTML (server/jsonapi/prefetch.ts);
// the form is filled from it in member-form.tsx (from-api.ts `memberFromDocument`). A draft of
// the form kept in the browser is applied there, after hydration.
import {
  buildListQuery,
  listResultOf,
  type ApiGet,
  type FilterValue,
  type ResourceIdentifier,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import type { MemberFormValues } from "@/lib/schemas/member-values";
import type { MemberDocument } from "./api";

export interface Option {
  value: string;
  label: string;
  /** cities: the price area of the city. */
  areaCode?: number;
}

/** Options of a select that depends on another one (cities of a province...). */
export interface DependentOptions {
  /** The value of the select they belong to ("" when none is chosen). */
  parent: string;
  options: Option[];
}

export interface MemberOptions {
  banks: Option[];
  educations: Option[];
  professions: Option[];
  provinces: Option[];
  cities: DependentOptions;
  districts: DependentOptions;
  villages: DependentOptions;
}

export interface MemberEditLoaded {
  member: MemberDocument;
  options: MemberOptions;
}

/** What the page's server loaded for the form: the member to edit (null: a new one) and the
 *  options of its selects. */
export interface MemberFormInitial {
  member: MemberDocument | null;
  options: MemberOptions;
}

/** What the form (member-form.tsx) starts from, as member-pages.tsx hands it over: the member's
 *  form values (converted on the server, from-api.ts) or null for a new one, and the options. */
export interface MemberFormStart {
  member: MemberFormValues | null;
  options: MemberOptions;
}

/** Every row of a small list (regions, banks, educations, professions), page by page. */
export async function loadOptions(
  get: ApiGet,
  type: string,
  filter: Record<string, FilterValue>,
  sort: string,
  signal?: AbortSignal,
): Promise<Option[]> {
  const out: Option[] = [];
  for (let page = 1; page <= 50; page++) {
    const query = buildListQuery({ page: { number: page, size: 100 }, filter, sort });
    const r = listResultOf<{ name: string; area_code?: number }>(
      await get(`${encodeURIComponent(type)}?${query}`, signal),
    );
    for (const row of r.rows) out.push({ value: row.id, label: row.name, areaCode: row.area_code });
    if (!r.page.hasMore) break;
  }
  return out;
}

const str = (v: unknown): string => (typeof v === "string" ? v : v == null ? "" : String(v));

function ids(rel: ResourceObject["relationships"], name: string): ResourceIdentifier[] {
  const data = rel?.[name]?.data;
  if (!data) return [];
  return Array.isArray(data) ? data : [data];
}

/** The attributes of the member's address (its primary one first), {} when it has none. */
export function primaryAddressOf(doc: MemberDocument): Record<string, unknown> {
  const included = doc.included ?? [];
  const addresses = ids(doc.data.relationships, "addresses")
    .map((id) => included.find((x) => x.type === id.type && x.id === id.id))
    .filter((x): x is ResourceObject => !!x)
    .sort(
      (x, y) => Number(y.attributes.is_primary === true) - Number(x.attributes.is_primary === true),
    );
  return addresses[0]?.attributes ?? {};
}

/** One option list, read through `get`; a list that fails leaves its select empty, as in the
 *  browser (member-form.tsx). */
function optionList(get: ApiGet, signal?: AbortSignal) {
  return (type: string, filter: Record<string, FilterValue>) =>
    loadOptions(get, type, filter, "name", signal).catch(() => [] as Option[]);
}

/** The options every member form starts with: banks, educations, professions, provinces. */
async function loadBaseOptions(get: ApiGet, signal?: AbortSignal) {
  const list = optionList(get, signal);
  const [banks, educations, professions, provinces] = await Promise.all([
    list("banks", { is_active: true }),
    list("educations", {}),
    list("professions", {}),
    list("provinces", {}),
  ]);
  return { banks, educations, professions, provinces };
}

/** What the create form starts from: the options of its selects (no member yet). */
export async function loadMemberCreate(
  get: ApiGet,
  signal?: AbortSignal,
): Promise<MemberFormInitial> {
  const none = { parent: "", options: [] };
  const base = await loadBaseOptions(get, signal);
  return { member: null, options: { ...base, cities: none, districts: none, villages: none } };
}

export async function loadMemberEdit(
  get: ApiGet,
  id: string,
  signal?: AbortSignal,
): Promise<MemberEditLoaded> {
  const list = optionList(get, signal);
  const [member, base] = await Promise.all([
    get(`offices/${encodeURIComponent(id)}/-actions/getMember`, signal) as Promise<MemberDocument>,
    loadBaseOptions(get, signal),
  ]);
  const address = primaryAddressOf(member);
  const dependent = async (type: string, key: string, parent: string) => ({
    parent,
    options: parent ? await list(type, { [key]: parent }) : [],
  });
  const [cities, districts, villages] = await Promise.all([
    dependent("cities", "province_id", str(address.province_id)),
    dependent("districts", "city_id", str(address.city_id)),
    dependent("villages", "district_id", str(address.district_id)),
  ]);
  return { member, options: { ...base, cities, districts, villages } };
}
