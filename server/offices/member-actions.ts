// Custom actions of the member (Mitra Usaha) screens (docs/api-master.md "Member form"):
//   GET   offices/{id}/-actions/getMember     the member form's document (managed members only)
//   PATCH offices/{id}/-actions/updateMember  the createMember document plus data.id -> 200 + office
//   GET   offices/-actions/downloadMitra      the managed members as CSV, with the list's filters
//   GET   offices/-actions/get-required-product-to-create-member
//   PATCH offices/-actions/update-required-product-to-create-member  body {product_uuid}
import type { ActionDef } from "@/server/jsonapi/actions";
import type { ActionContext } from "@/server/jsonapi/actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { hasStanding } from "@/server/jsonapi/standing";
import {
  absoluteUrl,
  datedCsvName,
  documentResponse,
  fileResponse,
} from "@/server/jsonapi/respond";
import { AppError } from "@/server/errors";
import { hasPermission } from "@/server/auth/actor";
import { ZCreateMemberInput } from "@/lib/schemas/master";
import { offices } from "./resources";
import { findManagedMember } from "./member-scope";
import { updateMember } from "./update-member";
import { downloadMitra, downloadMitraInput } from "./download-mitra-member";
import {
  getRequiredProductToCreateMember,
  REQUIRED_PRODUCT_KEY,
  updateRequiredProductToCreateMember,
} from "./required-product-member";

/** What the member form loads (SPEC §7 "Fetch member with include ..."), plus the history block. */
export const MEMBER_FORM_INCLUDE =
  "bank,addresses,upline-relations,education,profession,area,histories";

async function memberDocument(ctx: ActionContext, id: string) {
  // Loaded lazily: the registry imports this module.
  const engine = ctx.engine;
  const url = new URL(`/api/v1/offices/${id}`, ctx.url);
  url.searchParams.set("include", MEMBER_FORM_INCLUDE);
  return engine.read({ db: ctx.db, actor: ctx.actor, url }, "offices", id);
}

async function requiredProductDocument(ctx: ActionContext) {
  const r = await getRequiredProductToCreateMember(ctx.db);
  const self = absoluteUrl(
    ctx.url,
    "/api/v1/offices/-actions/get-required-product-to-create-member",
  );
  return {
    data: {
      type: "setups",
      id: r.setupId ?? REQUIRED_PRODUCT_KEY,
      attributes: {
        setup_key: REQUIRED_PRODUCT_KEY,
        product_uuid: r.product?.id ?? null,
        product_code: r.product?.code ?? null,
        product_name: r.product?.name ?? null,
        updatedAt: r.updatedAt?.toISOString() ?? null,
      },
    },
    links: { self },
    jsonapi: { version: "1.0" },
  };
}

/** `{product_uuid}` plain, or inside a JSON:API document's data.attributes. */
function productUuidOf(body: Record<string, unknown>): { product_uuid: string | null } {
  const data = body.data;
  const source =
    data && typeof data === "object" && !Array.isArray(data)
      ? ((data as { attributes?: unknown }).attributes ?? {})
      : body;
  if (!source || typeof source !== "object" || !("product_uuid" in source))
    throw AppError.validation([
      { detail: "Kolom wajib diisi", source: { pointer: "/data/attributes/product_uuid" } },
    ]);
  return { product_uuid: (source as { product_uuid: string | null }).product_uuid };
}

export const memberActions: ActionDef[] = [
  {
    type: "offices",
    name: "getMember",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      const id = await findManagedMember(ctx.db, actor, ctx.id ?? "");
      return documentResponse(await memberDocument(ctx, id));
    },
  },
  {
    type: "offices",
    name: "updateMember",
    scope: "member",
    methods: ["PATCH"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      // Who, then which member, then what is sent: 403 before 404 before 422.
      if (!actor.isSuperadmin && !hasPermission(actor, "offices.update"))
        throw AppError.forbidden();
      const id = await findManagedMember(ctx.db, actor, ctx.id ?? "");
      const input = validateInput(
        offices,
        ZCreateMemberInput,
        inputFromDocument(offices, ctx.body, id),
      );
      await updateMember(ctx.db, { ...input, id }, actor);
      return documentResponse(await memberDocument(ctx, id));
    },
  },
  {
    type: "offices",
    name: "downloadMitra",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    produces: "text/csv",
    async run(ctx) {
      const actor = ctx.requireActor();
      const csv = await downloadMitra(ctx.db, downloadMitraInput(ctx.url.searchParams), actor);
      return fileResponse(csv, {
        type: "text/csv",
        filename: datedCsvName("daftar-mitra-usaha"),
      });
    },
  },
  {
    type: "offices",
    name: "get-required-product-to-create-member",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      // Like every business read: an account with no office and no role sees nothing.
      if (!hasStanding(ctx.requireActor())) throw AppError.forbidden();
      return documentResponse(await requiredProductDocument(ctx));
    },
  },
  {
    type: "offices",
    name: "update-required-product-to-create-member",
    scope: "collection",
    methods: ["PATCH"],
    auth: "required",
    body: "json",
    async run(ctx) {
      const actor = ctx.requireActor();
      if (!actor.isSuperadmin && !hasPermission(actor, "setups.update")) throw AppError.forbidden();
      await updateRequiredProductToCreateMember(ctx.db, productUuidOf(ctx.body), actor);
      return documentResponse(await requiredProductDocument(ctx));
    },
  },
];
