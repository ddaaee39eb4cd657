// Pure helpers of the shared Admin UI: the DataTable's query building, the JSON:API browser
// client's parsing.
import { describe, expect, it } from "vitest";
import { effectiveSearch, parseSort, sortParam, tableQuery } from "@/components/data-table/query";
import { can } from "@/components/data-table/permissions";
import {
  JsonApiError,
  buildListQuery,
  fieldErrorsOf,
  pageMetaOf,
  relatedOne,
  type ResourceObject,
} from "@/lib/jsonapi-client";
import { officeCodeLabel } from "@/components/widgets/office-picker";
import { pickedOffices } from "@/components/widgets/office-picker-dialog";

describe("sorting", () => {
  it("maps TanStack sorting to JSON:API sort and back", () => {
    expect(sortParam([])).toBe("");
    expect(sortParam([{ id: "name", desc: false }])).toBe("name");
    expect(
      sortParam([
        { id: "createdAt", desc: true },
        { id: "code", desc: false },
      ]),
    ).toBe("-createdAt,code");
    expect(parseSort("-createdAt, code")).toEqual([
      { id: "createdAt", desc: true },
      { id: "code", desc: false },
    ]);
    expect(parseSort(undefined)).toEqual([]);
  });
});

describe("effectiveSearch", () => {
  it("blank means no filter, short text means do not search yet", () => {
    expect(effectiveSearch("   ")).toBeUndefined();
    expect(effectiveSearch(" ab ", 3)).toBeNull();
    expect(effectiveSearch("abc", 3)).toBe("abc");
    expect(effectiveSearch(" a ")).toBe("a");
  });
});

describe("tableQuery + buildListQuery", () => {
  it("builds page, sort, search, filters and include", () => {
    const params = tableQuery({
      pageIndex: 1,
      pageSize: 15,
      sorting: [{ id: "name", desc: true }],
      search: "s 1&2",
      filters: { is_active: true, office_category_id: 5, empty: "", gone: undefined, nil: null },
      include: ["office.upline"],
    });
    expect(params).toEqual({
      page: { number: 2, size: 15 },
      sort: "-name",
      search: "s 1&2",
      filter: { is_active: true, office_category_id: 5, empty: "", gone: undefined, nil: null },
      include: ["office.upline"],
    });
    expect(buildListQuery(params)).toBe(
      "page[number]=2&page[size]=15&sort=-name&filter[search]=s%201%262" +
        "&filter[is_active]=true&filter[office_category_id]=5&include=office.upline",
    );
  });

  it("falls back to the default sort and leaves out blanks", () => {
    const params = tableQuery({ pageIndex: 0, pageSize: 5, sorting: [], defaultSort: "name" });
    expect(buildListQuery(params)).toBe("page[number]=1&page[size]=5&sort=name");
    expect(buildListQuery({ search: "  " })).toBe("");
    expect(buildListQuery({ fields: { offices: ["education", "name"] } })).toBe(
      "fields[offices]=education,name",
    );
  });

  it("asks for no related resources with an empty include, and for the default without one", () => {
    // `include: []` was dropped, so a list meant to have no includes got the resource's default
    // (a page of 15 orders: 157 KB instead of ~8 KB with its fieldset).
    const none = tableQuery({
      pageIndex: 0,
      pageSize: 15,
      sorting: [],
      include: [],
      fields: { orders: ["code", "final_price"] },
    });
    expect(buildListQuery(none)).toBe(
      "page[number]=1&page[size]=15&include=&fields[orders]=code,final_price",
    );
    expect(buildListQuery({ include: [] })).toBe("include=");
    expect(buildListQuery(tableQuery({ pageIndex: 0, pageSize: 15, sorting: [] }))).toBe(
      "page[number]=1&page[size]=15",
    );
  });
});

describe("JSON:API documents", () => {
  it("maps 422 pointers to field names (first detail wins)", () => {
    const body = {
      errors: [
        {
          status: "422",
          detail: "Kolom wajib diisi",
          source: { pointer: "/data/attributes/name" },
        },
        { status: "422", detail: "lain", source: { pointer: "/data/attributes/name" } },
        {
          status: "422",
          detail: "Bank tidak ada",
          source: { pointer: "/data/relationships/bank" },
        },
        { status: "400", detail: "x", source: { parameter: "sort" } },
      ],
    };
    expect(fieldErrorsOf(body)).toEqual({ name: "Kolom wajib diisi", bank: "Bank tidak ada" });
    expect(fieldErrorsOf(null)).toEqual({});
    const err = new JsonApiError(422, "Kolom wajib diisi", fieldErrorsOf(body));
    expect(err.toFailedResult()).toEqual({
      error: "Kolom wajib diisi",
      fieldErrors: { name: "Kolom wajib diisi", bank: "Bank tidak ada" },
    });
  });

  it("reads meta.page with defaults", () => {
    expect(
      pageMetaOf(
        {
          meta: { page: { currentPage: 2, from: 16, lastPage: 3, perPage: 15, to: 30, total: 40 } },
        },
        15,
      ),
    ).toEqual({
      currentPage: 2,
      from: 16,
      lastPage: 3,
      perPage: 15,
      to: 30,
      total: 40,
      hasMore: false,
    });
    expect(pageMetaOf({}, 0)).toEqual({
      currentPage: 1,
      from: null,
      lastPage: 1,
      perPage: 0,
      to: null,
      total: 0,
      hasMore: false,
    });
  });

  it("resolves included to-one relationships", () => {
    const so: ResourceObject = {
      type: "simple-offices",
      id: "a",
      attributes: {},
      relationships: { office: { data: { type: "offices", id: "a" } } },
    };
    const office: ResourceObject = {
      type: "offices",
      id: "a",
      attributes: {},
      relationships: { upline: { data: { type: "offices", id: "u" } } },
    };
    const up: ResourceObject = { type: "offices", id: "u", attributes: { name: "Up" } };
    const inc = [office, up];
    expect(relatedOne(relatedOne(so, "office", inc)!, "upline", inc)).toBe(up);
    expect(relatedOne(up, "upline", inc)).toBeNull();
  });
});

describe("office picker and permissions", () => {
  it("shows code, temp code or both", () => {
    expect(officeCodeLabel("STK-001", null)).toBe("STK-001");
    expect(officeCodeLabel(null, "T-1")).toBe("T-1");
    expect(officeCodeLabel("A", "A")).toBe("A");
    expect(officeCodeLabel("A", "B")).toBe("A / B");
    expect(officeCodeLabel(null, null)).toBe("-");
  });

  it("superadmin may do anything, others need the permission", () => {
    expect(can({ roles: ["superadmin"], permissions: [] }, "banks.create")).toBe(true);
    expect(can({ roles: ["admin"], permissions: ["banks.create"] }, "banks.create")).toBe(true);
    expect(can({ roles: ["admin"], permissions: [] }, "banks.delete")).toBe(false);
  });
});

describe("pickedOffices", () => {
  it("resolves the upline through the included office", () => {
    const attrs = {
      code: "STK-001",
      temp_code: null,
      name: "Stockist Malang",
      address: "Jl. A",
      phone: "0812",
      office_category_id: 4,
      office_referral_id: "sc",
    };
    const rows = pickedOffices({
      rows: [],
      resources: [
        {
          type: "simple-offices",
          id: "stk",
          attributes: attrs,
          relationships: { office: { data: { type: "offices", id: "stk" } } },
        },
        {
          type: "simple-offices",
          id: "pusat",
          attributes: { ...attrs, code: "PUSAT", name: "Pusat", office_referral_id: null },
          relationships: { office: { data: { type: "offices", id: "pusat" } } },
        },
      ],
      included: [
        {
          type: "offices",
          id: "stk",
          attributes: {},
          relationships: { upline: { data: { type: "offices", id: "sc" } } },
        },
        { type: "offices", id: "sc", attributes: { code: "SC-001", name: "SC Surabaya" } },
      ],
      page: { currentPage: 1, from: 1, lastPage: 1, perPage: 5, to: 2, total: 2, hasMore: false },
    });
    expect(rows[0]).toMatchObject({
      id: "stk",
      code: "STK-001",
      name: "Stockist Malang",
      officeCategoryId: 4,
      upline: { id: "sc", code: "SC-001", name: "SC Surabaya" },
    });
    expect(rows[1]?.upline).toBeNull();
  });
});
