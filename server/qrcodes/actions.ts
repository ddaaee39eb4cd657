// Custom actions of the QR resources:
//   GET qr-codes/{id}/-actions/image                 the QR code as image/svg+xml (?download=1: as a file)
//   GET qr-code-generations/{id}/-actions/export     the generation's codes as text/csv
//   GET qr-codes/-actions/report                     codes per product (JSON:API, type qr-code-reports)
import type { ActionDef } from "@/server/jsonapi/actions";
import type { ActionContext } from "@/server/jsonapi/actions";
import type { ResourceDef } from "@/server/jsonapi/resource";
import { checkAccess } from "@/server/jsonapi/engine";
import { absoluteUrl, documentResponse, fileResponse } from "@/server/jsonapi/respond";
import { qrCodeGenerations, qrCodes } from "./resources";
import { qrSvg } from "./svg";
import { exportQrCodes } from "./export-qr-codes";
import { qrReport } from "./qr-report";

async function visible(ctx: ActionContext, def: ResourceDef) {
  const actor = ctx.requireActor();
  checkAccess(def.access.read, actor, "read");
  const engine = ctx.engine;
  return engine.findVisible({ db: ctx.db, actor, url: ctx.url }, def, ctx.id ?? "");
}

export const qrActions: ActionDef[] = [
  {
    type: "qr-codes",
    name: "image",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    produces: "image/svg+xml",
    async run(ctx) {
      const row = await visible(ctx, qrCodes);
      const code = String(row.code);
      const svg = await qrSvg(code);
      return fileResponse(svg, {
        type: "image/svg+xml",
        cache: "private, max-age=86400",
        filename: ctx.url.searchParams.get("download") === "1" ? `qr-${code}.svg` : undefined,
      });
    },
  },
  {
    type: "qr-code-generations",
    name: "export",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    produces: "text/csv",
    async run(ctx) {
      const row = await visible(ctx, qrCodeGenerations);
      const { csv, name } = await exportQrCodes(ctx.db, String(row.id));
      return fileResponse(csv, { type: "text/csv", filename: name });
    },
  },
  {
    type: "qr-codes",
    name: "report",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      const q = ctx.url.searchParams;
      const rows = await qrReport(
        ctx.db,
        {
          productId: q.get("filter[product_id]"),
          dateFrom: q.get("filter[date_from]"),
          dateTo: q.get("filter[date_to]"),
        },
        actor,
      );
      const totals = rows.reduce(
        (t, r) => ({
          generations: t.generations + r.generations,
          generated: t.generated + r.generated,
          scanned: t.scanned + r.scanned,
        }),
        { generations: 0, generated: 0, scanned: 0 },
      );
      return documentResponse({
        data: rows.map((r) => ({
          type: "qr-code-reports",
          id: r.productId,
          attributes: {
            product_code: r.productCode,
            product_name: r.productName,
            generations: r.generations,
            generated: r.generated,
            scanned: r.scanned,
            unscanned: r.generated - r.scanned,
            last_generated_at: r.lastGeneratedAt ? r.lastGeneratedAt.toISOString() : null,
          },
        })),
        meta: { totals },
        links: { self: absoluteUrl(ctx.url, ctx.url.pathname, ctx.url.searchParams) },
        jsonapi: { version: "1.0" },
      });
    },
  },
];
