// Reference data of SPEC §7: regions, price areas, office categories, educations, professions,
// banks, buyer types, units, product categories and top-up types.
import { z } from "zod";
import { MONEY_MAX } from "@/lib/bounds";
import {
  attr,
  boolFilter,
  deletedAtInput,
  eqFilter,
  intFilter,
  optionalText,
  requiredText,
  softDeleteAttr,
  timestamps,
} from "@/server/jsonapi/define";
import { defineResource, type ResourceDef } from "@/server/jsonapi/resource";
import {
  ZBankCreateInput,
  ZCodedLookupCreateInput,
  ZCodedLookupUpdateInput,
  ZNamedLookupCreateInput,
} from "@/lib/schemas/master";
import { pusatWith } from "@/server/master/access";
import { LOOKUP_LABEL, type CodedLookupKind } from "@/server/master/coded-lookups";
import { createCodedLookup } from "@/server/master/create-coded-lookup";
import { updateCodedLookup } from "@/server/master/update-coded-lookup";
import { deleteCodedLookup } from "@/server/master/delete-coded-lookup";

const signedIn = "authenticated" as const;

const regionPage = { default: 15, max: 100 };

export const provinces = defineResource({
  type: "provinces",
  model: "province",
  idKind: "string",
  attributes: {
    code: attr("id"),
    name: attr("name", "string", { sortable: true }),
    ...timestamps(),
  },
  relationships: { cities: { type: "cities", kind: "many", inverseKey: "provinceId" } },
  search: ["name"],
  defaultSort: "id",
  pageSize: regionPage,
  access: { read: signedIn },
});

export const cities = defineResource({
  type: "cities",
  model: "city",
  idKind: "string",
  attributes: {
    code: attr("id"),
    name: attr("name", "string", { sortable: true }),
    area_code: attr("areaId", "number", { sortable: true, writable: true }),
    province_id: attr("provinceId"),
    ...timestamps(),
  },
  relationships: {
    province: { type: "provinces", kind: "one", foreignKey: "provinceId" },
    area: { type: "areas", kind: "one", foreignKey: "areaId" },
    districts: { type: "districts", kind: "many", inverseKey: "cityId" },
  },
  filters: { province_id: eqFilter("provinceId"), area_code: intFilter("areaId", "area_code") },
  search: ["name"],
  defaultSort: "id",
  pageSize: regionPage,
  access: { read: signedIn, update: { permission: "cities.update" } },
  // Wilayah Kabupaten: only the price area of a regency is editable.
  update: {
    schema: z
      .object({
        area_code: z
          .number({ error: "Area harus angka 0-4" })
          .int("Area harus angka 0-4")
          .min(0, "Area harus angka 0-4")
          .max(4, "Area harus angka 0-4"),
      })
      .strict(),
  },
});

export const districts = defineResource({
  type: "districts",
  model: "district",
  idKind: "string",
  attributes: {
    code: attr("id"),
    name: attr("name", "string", { sortable: true }),
    city_id: attr("cityId"),
    ...timestamps(),
  },
  relationships: {
    city: { type: "cities", kind: "one", foreignKey: "cityId" },
    villages: { type: "villages", kind: "many", inverseKey: "districtId" },
  },
  filters: { city_id: eqFilter("cityId") },
  search: ["name"],
  defaultSort: "id",
  pageSize: regionPage,
  access: { read: signedIn },
});

export const villages = defineResource({
  type: "villages",
  model: "village",
  idKind: "string",
  attributes: {
    code: attr("id"),
    name: attr("name", "string", { sortable: true }),
    district_id: attr("districtId"),
    postal_code: attr("postalCode"),
    ...timestamps(),
  },
  relationships: { district: { type: "districts", kind: "one", foreignKey: "districtId" } },
  filters: { district_id: eqFilter("districtId") },
  search: ["name"],
  defaultSort: "id",
  pageSize: regionPage,
  access: { read: signedIn },
});

export const areas = defineResource({
  type: "areas",
  model: "area",
  idKind: "int",
  attributes: {
    code: attr("id", "number", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    ...timestamps(),
  },
  relationships: { cities: { type: "cities", kind: "many", inverseKey: "areaId" } },
  defaultSort: "id",
  access: { read: signedIn },
});

const money = () =>
  z
    .number({ error: "Harus berupa angka" })
    .int("Harus bilangan bulat (rupiah)")
    .min(0, "Tidak boleh negatif")
    .max(MONEY_MAX, "Nilai terlalu besar");

export const officeCategories = defineResource({
  type: "office-categories",
  model: "officeCategory",
  idKind: "int",
  attributes: {
    name: attr("name", "string", { sortable: true, writable: true }),
    cashback_jawa: attr("cashbackJawa", "money", { writable: true }),
    cashback_luar_jawa: attr("cashbackLuarJawa", "money", { writable: true }),
    min_order_jawa: attr("minOrderJawa", "money", { writable: true }),
    min_order_luar_jawa: attr("minOrderLuarJawa", "money", { writable: true }),
    ...timestamps(),
  },
  relationships: {
    offices: { type: "offices", kind: "many", inverseKey: "officeCategoryId" },
    users: {
      type: "users",
      kind: "many",
      through: { model: "office", from: "officeCategoryId", to: "id" },
    },
  },
  defaultSort: "id",
  access: { read: signedIn, update: { permission: "office-categories.update" } },
  update: {
    schema: z
      .object({
        name: requiredText(100).optional(),
        cashback_jawa: money().optional(),
        cashback_luar_jawa: money().optional(),
        min_order_jawa: money().optional(),
        min_order_luar_jawa: money().optional(),
      })
      .strict(),
  },
});

/** Educations and professions share one shape (SPEC §3): name, description, soft delete by PATCH of deletedAt. */
function namedLookup(
  type: "educations" | "professions",
  model: "education" | "profession",
  label: string,
): ResourceDef {
  return defineResource({
    type,
    model,
    idKind: "uuid",
    referencedBy: {
      label,
      refs: [{ model: "office", field: `${model}Id`, where: { deletedAt: null } }],
    },
    attributes: {
      name: attr("name", "string", { sortable: true, writable: true }),
      description: attr("description", "string", { writable: true }),
      ...softDeleteAttr(),
      ...timestamps(),
    },
    relationships: {
      offices: {
        type: "offices",
        kind: "many",
        inverseKey: `${model}Id`,
        where: { deletedAt: null },
      },
    },
    search: ["name", "description"],
    defaultSort: "name",
    softDelete: true,
    access: {
      read: signedIn,
      create: { permission: `${type}.create` },
      update: { permission: `${type}.update` },
      delete: { permission: `${type}.delete` },
    },
    create: { schema: ZNamedLookupCreateInput },
    update: {
      schema: z
        .object({
          name: requiredText(150).optional(),
          description: optionalText(),
          deletedAt: deletedAtInput,
        })
        .strict(),
    },
  });
}

export const educations = namedLookup("educations", "education", "Pendidikan");
export const professions = namedLookup("professions", "profession", "Pekerjaan");

export const banks = defineResource({
  type: "banks",
  model: "bank",
  idKind: "uuid",
  referencedBy: {
    label: "Bank",
    refs: [
      { model: "office", field: "bankId", where: { deletedAt: null } },
      { model: "officeBank", field: "bankId", where: { deletedAt: null } },
      { model: "payment", field: "bankId", where: { deletedAt: null } },
    ],
  },
  attributes: {
    code: attr("code", "string", { sortable: true, writable: true }),
    name: attr("name", "string", { sortable: true, writable: true }),
    description: attr("description", "string", { writable: true }),
    is_active: attr("isActive", "boolean", { writable: true }),
    ...softDeleteAttr(),
    ...timestamps(),
  },
  filters: { is_active: boolFilter("isActive", "is_active"), code: eqFilter("code") },
  search: ["code", "name"],
  defaultSort: "name",
  softDelete: true,
  access: {
    read: signedIn,
    create: { permission: "banks.create" },
    update: { permission: "banks.update" },
    delete: { permission: "banks.delete" },
  },
  create: { schema: ZBankCreateInput },
  update: {
    schema: z
      .object({
        code: requiredText(32).optional(),
        name: requiredText(150).optional(),
        description: optionalText(),
        is_active: z.boolean().optional(),
        deletedAt: deletedAtInput,
      })
      .strict(),
  },
});

function codeLookup(type: string, model: "buyerType" | "topupType", sortable = true): ResourceDef {
  return defineResource({
    type,
    model,
    idKind: "uuid",
    attributes: {
      code: attr("code", "string", { sortable }),
      name: attr("name", "string", { sortable }),
      description: attr("description"),
      ...timestamps(),
    },
    filters: { code: eqFilter("code") },
    search: ["code", "name"],
    defaultSort: "name",
    access: { read: signedIn },
  });
}

export const buyerTypes = codeLookup("buyer-types", "buyerType");
export const topupTypes = codeLookup("topup-types", "topupType");

/** Units and product categories: code lookups Pusat maintains (server/master/*-coded-lookup.ts). */
function codedMaster(
  type: CodedLookupKind,
  model: "unit" | "productCategory",
  pageSize?: { default: number; max: number },
): ResourceDef {
  return defineResource({
    type,
    model,
    idKind: "uuid",
    referencedBy: {
      label: LOOKUP_LABEL[type],
      refs: [{ model: "product", field: `${model}Id`, where: { deletedAt: null } }],
    },
    attributes: {
      code: attr("code", "string", { sortable: true }),
      name: attr("name", "string", { sortable: true }),
      description: attr("description"),
      ...softDeleteAttr(),
      ...timestamps(),
    },
    filters: { code: eqFilter("code") },
    search: ["code", "name"],
    defaultSort: "name",
    softDelete: true,
    ...(pageSize ? { pageSize } : {}),
    access: {
      read: signedIn,
      create: pusatWith(`${type}.create`),
      update: pusatWith(`${type}.update`),
      delete: pusatWith(`${type}.delete`),
    },
    create: {
      schema: ZCodedLookupCreateInput,
      run: ({ db, actor, clientId }, input) =>
        createCodedLookup(
          db,
          { ...ZCodedLookupCreateInput.parse(input), kind: type, id: clientId },
          actor,
        ),
      clientIds: true,
    },
    update: {
      schema: ZCodedLookupUpdateInput,
      run: ({ db, actor }, id, input) =>
        updateCodedLookup(
          db,
          { ...ZCodedLookupUpdateInput.parse(input), id: String(id), kind: type },
          actor,
        ),
    },
    remove: ({ db, actor }, id) => deleteCodedLookup(db, { id: String(id), kind: type }, actor),
  });
}

export const units = codedMaster("units", "unit");
export const productCategories = codedMaster("product-categories", "productCategory", {
  default: 20,
  max: 100,
});

export const referenceResources: ResourceDef[] = [
  provinces,
  cities,
  districts,
  villages,
  areas,
  officeCategories,
  educations,
  professions,
  banks,
  buyerTypes,
  topupTypes,
  units,
  productCategories,
];
