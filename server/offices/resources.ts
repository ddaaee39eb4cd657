// Offices and what hangs off them: the `simple-offices` lookup of SPEC §7, addresses, upline
// relations, promotion histories and warehouses. Writes: POST offices (stockist, SC, KP, supplier
// by Pusat; office category 5 = a new member through createMember), PATCH offices/{id}.
import {
  attr,
  boolFilter,
  enumFilter,
  intFilter,
  timestamps,
  uuidFilter,
} from "@/server/jsonapi/define";
import { OfficeType } from "@/server/generated/prisma/enums";
import { defineResource, type ResourceDef, type Row, type Where } from "@/server/jsonapi/resource";
import { z } from "zod";
import { hasPermission, OFFICE_CATEGORY } from "@/server/auth/actor";
import { validateInput } from "@/server/jsonapi/engine";
import { ZCreateMemberInput, ZOfficeCreateInput, ZOfficeUpdateInput } from "@/lib/schemas/master";
import { officeRecordScope, officeScope, ownOfficeScope } from "./scope";
import { memberScope } from "./member-scope";
import { balance as money, contact, personal } from "./read-rules";
import { acceptedPaymentMethodTypeIds } from "@/server/setup/office-payment-methods";
import type { Actor } from "@/server/auth/actor";
import { canCreateMember, createMember } from "./create-member";
import { AppError } from "@/server/errors";
import { pusatWith, requirePusatWith } from "@/server/master/access";
import { createOffice } from "./create-office";
import { updateOffice } from "./update-office";
import { replaceOfficeExpeditions } from "./replace-office-expeditions";
import { createAddress, updateAddress } from "./addresses";
import { ZAddressCreateInput, ZAddressUpdateInput } from "@/lib/schemas/addresses";

const officeFilters = {
  office_category_id: intFilter("officeCategoryId", "office_category_id"),
  code: (value: string) => ({
    OR: [
      { code: { equals: value.trim(), mode: "insensitive" } },
      { tempCode: { equals: value.trim(), mode: "insensitive" } },
    ],
  }),
  office_type: enumFilter("officeType", "office_type", Object.values(OfficeType)),
  is_active: boolFilter("isActive", "is_active"),
  is_suspended: boolFilter("isSuspended", "is_suspended"),
  is_pbs_activated: boolFilter("isPbsActivated", "is_pbs_activated"),
  area_id: intFilter("areaId", "area_id"),
  office_referral_id: uuidFilter("officeReferralId", "office_referral_id"),
  /** filter[registrar]=me: the members the caller manages (member screens, member-scope.ts). */
  registrar: (value: string, actor: Actor) => {
    if (value.trim() !== "me")
      throw AppError.badRequest("filter[registrar] hanya menerima me", {
        parameter: "filter[registrar]",
      });
    return memberScope(actor) as Where;
  },
};

/**
 * Office fields only Pusat staff with offices.update change (docs/security.md): the code (the
 * login and the member number), the category and type, the price area, the status flags, the
 * upline/registrar and the balances. An office editing itself changes its contact, address, tax
 * and bank fields only; a PATCH that would change one of these is 403 (write-access.ts).
 */
const PUSAT_ONLY = pusatWith("offices.update");

export const offices = defineResource({
  type: "offices",
  model: "office",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true, write: PUSAT_ONLY }),
    temp_code: attr("tempCode", "string", { write: PUSAT_ONLY }),
    name: attr("name", "string", { sortable: true }),
    address: attr("address", "string", { read: contact }),
    address2: attr("address2", "string", { read: contact }),
    phone: attr("phone", "string", { read: contact }),
    email: attr("email", "string", { read: contact }),
    office_type: attr("officeType", "enum", { sortable: true, write: PUSAT_ONLY }),
    office_category_id: attr("officeCategoryId", "number", { sortable: true, write: PUSAT_ONLY }),
    area_code: attr("areaId", "number", { write: PUSAT_ONLY }),
    sex: attr("sex", "enum", { read: personal }),
    marital_status: attr("maritalStatus", "enum", { read: personal }),
    npwp_number: attr("npwpNumber", "string", { read: personal }),
    npwp_name: attr("npwpName", "string", { read: personal }),
    ktp_number: attr("ktpNumber", "string", { read: personal }),
    birthdate: attr("birthdate", "date", { read: personal }),
    spouse_name: attr("spouseName", "string", { read: personal }),
    spouse_birthdate: attr("spouseBirthdate", "date", { read: personal }),
    devisor_name: attr("devisorName", "string", { read: personal }),
    devisor_birthdate: attr("devisorBirthdate", "date", { read: personal }),
    is_active: attr("isActive", "boolean", { write: PUSAT_ONLY }),
    is_suspended: attr("isSuspended", "boolean", { write: PUSAT_ONLY }),
    /** Sells under the PBS programme (docs/cash-bills.md "PBS"); the session's is_pbs_activated. */
    is_pbs_activated: attr("isPbsActivated", "boolean", { write: PUSAT_ONLY }),
    /** Nomor Distributor (docs/commission.md "ND and NE"); given by generateNd only. */
    nd_number: attr("ndNumber", "string"),
    bank_account_number: attr("bankAccountNumber", "string", { read: personal }),
    bank_account_name: attr("bankAccountName", "string", { read: personal }),
    bank_branch_name: attr("bankBranchName", "string", { read: personal }),
    postal_code: attr("postalCode", "string", { read: contact }),
    is_kta_need_delivery: attr("isKtaNeedDelivery", "boolean"),
    office_referral_id: attr("officeReferralId", "string", { write: PUSAT_ONLY }),
    referred_by: attr("referredBy", "string", { write: PUSAT_ONLY }),
    pasif: attr("pasif", "boolean", { write: PUSAT_ONLY }),
    urut: attr("urut", "number"),
    kta: attr("kta"),
    pulau: attr("pulau"),
    balance: attr("balance", "money", { sortable: true, write: PUSAT_ONLY, read: money }),
    deposit_balance: attr("depositBalance", "money", { write: PUSAT_ONLY, read: money }),
    deletedAt: attr("deletedAt", "datetime"),
    ...timestamps(),
  },
  relationships: {
    "office-category": {
      type: "office-categories",
      kind: "one",
      foreignKey: "officeCategoryId",
      write: PUSAT_ONLY,
    },
    /** The price area: it sets the prices the office pays. */
    area: { type: "areas", kind: "one", foreignKey: "areaId", write: PUSAT_ONLY },
    education: { type: "educations", kind: "one", foreignKey: "educationId" },
    profession: { type: "professions", kind: "one", foreignKey: "professionId" },
    bank: { type: "banks", kind: "one", foreignKey: "bankId" },
    upline: { type: "offices", kind: "one", foreignKey: "officeReferralId", write: PUSAT_ONLY },
    /** Members: the office that registered them and manages their record. */
    registrar: {
      type: "offices",
      kind: "one",
      foreignKey: "registrarOfficeId",
      write: PUSAT_ONLY,
    },
    downlines: { type: "offices", kind: "many", inverseKey: "officeReferralId" },
    addresses: { type: "addresses", kind: "many", inverseKey: "officeId" },
    "upline-relations": { type: "upline-relations", kind: "many", inverseKey: "officeId" },
    users: { type: "users", kind: "many", inverseKey: "officeId" },
    warehouses: { type: "warehouses", kind: "many", inverseKey: "officeId" },
    /** The upline offices through upline relations (referral, sponsor). */
    uplines: {
      type: "offices",
      kind: "many",
      through: { model: "uplineRelation", from: "officeId", to: "uplineId" },
    },
    "simple-office-downlines": {
      type: "simple-offices",
      kind: "many",
      inverseKey: "officeReferralId",
    },
    "office-expeditions": {
      type: "expeditions",
      kind: "many",
      through: { model: "officeExpedition", from: "officeId", to: "expeditionId" },
      replace: {
        access: { permission: "office-expeditions.update" },
        run: ({ db, actor }, officeId, expeditionIds) =>
          replaceOfficeExpeditions(db, { officeId: String(officeId), expeditionIds }, actor),
      },
    },
    products: { type: "products", kind: "many", inverseKey: "officeId" },
    histories: { type: "office-histories", kind: "many", inverseKey: "officeId" },
    "office-banks": { type: "office-banks", kind: "many", inverseKey: "officeId" },
    "balance-trxes": { type: "balance-trxes", kind: "many", inverseKey: "officeId" },
    topups: { type: "topups", kind: "many", inverseKey: "officeId" },
    /** The payment method types the office accepts (its 'Metode Pembayaran' setup). */
    "payment-method-types": {
      type: "payment-method-types",
      kind: "many",
      computed: acceptedPaymentMethodTypeIds,
    },
  },
  filters: officeFilters,
  search: ["code", "name", "phone"],
  defaultSort: "-createdAt",
  softDelete: true,
  access: {
    read: "authenticated",
    create: (actor) =>
      hasPermission(actor, "offices.create") || hasPermission(actor, "offices.create-member"),
    update: { permission: "offices.update" },
  },
  scope: officeRecordScope,
  create: {
    // The shape depends on the office category: checked by the use case's own schema.
    schema: z.record(z.string(), z.unknown()),
    run: ({ db, actor }, input) => {
      // Who may create comes before what is sent: 403 wins over 422.
      if (Number(input["office-category"]) === OFFICE_CATEGORY.MEMBER) {
        if (!canCreateMember(actor)) throw AppError.forbidden();
        return createMember(
          db,
          validateInput(offices, ZCreateMemberInput, input),
          actor,
          actor.officeId ?? null,
        );
      }
      requirePusatWith(actor, "offices.create");
      const v = validateInput(offices, ZOfficeCreateInput, input);
      return db.$transaction((tx) => createOffice(tx, v, actor));
    },
  },
  update: {
    schema: ZOfficeUpdateInput,
    run: ({ db, actor }, id, input) =>
      updateOffice(db, { ...ZOfficeUpdateInput.parse(input), id: String(id) }, actor),
  },
});

/** Promotion history rows (SPEC §3 upline_histories / downline_histories). */
export const officeHistories = defineResource({
  type: "office-histories",
  model: "officeHistory",
  idKind: "uuid",
  attributes: {
    history_type: attr("type", "enum", { sortable: true }),
    description: attr("description"),
    code: attr("relatedOfficeId", "string", {
      get: (row: Row) => (row.relatedOffice as { code?: string } | undefined)?.code ?? null,
    }),
    name: attr("relatedOfficeId", "string", {
      get: (row: Row) => (row.relatedOffice as { name?: string } | undefined)?.name ?? null,
    }),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    "related-office": { type: "offices", kind: "one", foreignKey: "relatedOfficeId" },
  },
  rowInclude: { relatedOffice: { select: { code: true, name: true } } },
  filters: { office_id: uuidFilter("officeId", "office_id") },
  defaultSort: "-createdAt",
  access: { read: "authenticated" },
  scope: (actor) => {
    const s = officeRecordScope(actor);
    return s ? { office: s } : null;
  },
});

/** The small lookup the upline/referral pickers use (SPEC §7 "Simple offices"): few fields, cursor paging. */
export const simpleOffices = defineResource({
  type: "simple-offices",
  model: "office",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    temp_code: attr("tempCode"),
    name: attr("name", "string", { sortable: true }),
    address: attr("address", "string", { read: contact }),
    phone: attr("phone", "string", { read: contact }),
    office_category_id: attr("officeCategoryId", "number"),
    office_referral_id: attr("officeReferralId"),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
  },
  relationships: { office: { type: "offices", kind: "one", foreignKey: "id" } },
  filters: officeFilters,
  search: ["code", "name"],
  defaultSort: "code",
  pageSize: { default: 5, max: 50 },
  softDelete: true,
  access: { read: "authenticated" },
  scope: officeScope,
});

export const addresses = defineResource({
  type: "addresses",
  model: "officeAddress",
  idKind: "uuid",
  attributes: {
    address: attr("address"),
    province_id: attr("provinceId"),
    city_id: attr("cityId"),
    district_id: attr("districtId"),
    village_id: attr("villageId"),
    postal_code: attr("postalCode"),
    is_primary: attr("isPrimary", "boolean"),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    province: { type: "provinces", kind: "one", foreignKey: "provinceId" },
    city: { type: "cities", kind: "one", foreignKey: "cityId" },
    district: { type: "districts", kind: "one", foreignKey: "districtId" },
    village: { type: "villages", kind: "one", foreignKey: "villageId" },
  },
  defaultSort: "-createdAt",
  access: {
    read: "authenticated",
    create: { permission: "addresses.create" },
    update: { permission: "addresses.update" },
  },
  scope: (actor) => {
    const s = officeRecordScope(actor);
    return s ? { office: s } : null;
  },
  // POST/PATCH addresses (SPEC §7): server/offices/addresses.ts decides whose addresses a caller writes.
  create: {
    schema: ZAddressCreateInput,
    clientIds: true,
    run: ({ db, actor, clientId }, input) =>
      db.$transaction((tx) =>
        createAddress(tx, validateInput(addresses, ZAddressCreateInput, input), actor, clientId),
      ),
  },
  update: {
    schema: ZAddressUpdateInput,
    run: async ({ db, actor }, id, input) => {
      await db.$transaction((tx) =>
        updateAddress(tx, String(id), validateInput(addresses, ZAddressUpdateInput, input), actor),
      );
    },
  },
});

export const uplineRelations = defineResource({
  type: "upline-relations",
  model: "uplineRelation",
  idKind: "uuid",
  attributes: {
    relation_type: attr("relationType", "enum"),
    code: attr("uplineId", "string", {
      get: (row: Row) => (row.upline as { code?: string } | undefined)?.code ?? null,
    }),
    upline_name: attr("uplineId", "string", {
      get: (row: Row) => (row.upline as { name?: string } | undefined)?.name ?? null,
    }),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    upline: { type: "offices", kind: "one", foreignKey: "uplineId" },
  },
  rowInclude: { upline: { select: { code: true, name: true } } },
  defaultSort: "-createdAt",
  access: { read: "authenticated" },
  scope: (actor) => {
    const s = officeRecordScope(actor);
    return s ? { office: s } : null;
  },
});

export const warehouses = defineResource({
  type: "warehouses",
  model: "warehouse",
  idKind: "uuid",
  attributes: {
    code: attr("code", "string", { sortable: true }),
    name: attr("name", "string", { sortable: true }),
    warehouse_type: attr("type", "enum"),
    address: attr("address"),
    description: attr("description"),
    is_active: attr("isActive", "boolean"),
    office_id: attr("officeId"),
    ...timestamps(),
  },
  relationships: {
    office: { type: "offices", kind: "one", foreignKey: "officeId" },
    stocks: { type: "stocks", kind: "many", inverseKey: "warehouseId" },
  },
  filters: {
    office_id: uuidFilter("officeId", "office_id"),
    is_active: boolFilter("isActive", "is_active"),
  },
  search: ["code", "name"],
  defaultSort: "code",
  softDelete: true,
  access: { read: { permission: "warehouses.view" } },
  scope: ownOfficeScope(),
});

export const officeResources: ResourceDef[] = [
  offices,
  simpleOffices,
  addresses,
  uplineRelations,
  officeHistories,
  warehouses,
];
