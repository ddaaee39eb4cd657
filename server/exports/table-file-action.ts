// The one shape of a report's file action (docs/stock.md "Exports"): `GET {type}/-actions/{name}`
// answering a streamed table export (PDF, XLSX or CSV) with a dated file name. Each domain gives the
// table (its access checks and filters inside `build`).
import "server-only";
import type { Actor } from "@/server/auth/actor";
import type { ActionContext, ActionDef } from "@/server/jsonapi/actions";
import { datedFileName, FILE_TYPES, fileResponse } from "@/server/jsonapi/respond";
import { csvStream, pdfStream, xlsxStream, type TableExport } from "./stream";

export type TableFormat = "pdf" | "xlsx" | "csv";

const STREAMS = { pdf: pdfStream, xlsx: xlsxStream, csv: csvStream } as const;

/** The export streamed as the answer, named `<file>-<date>.<format>`. */
export function tableFileResponse<R>(
  spec: TableExport<R>,
  format: TableFormat,
  file: string,
): Response {
  const body = STREAMS[format](spec);
  return fileResponse(body, { type: FILE_TYPES[format], filename: datedFileName(file, format) });
}

/**
 * A collection action (GET, signed in) answering a file of `format`: `run` checks access, builds
 * the table and answers (tableFileResponse). `ctx.engine.listWhere` gives a list's exact rows.
 */
export function tableFileAction(
  type: string,
  name: string,
  format: TableFormat,
  run: (ctx: ActionContext, actor: Actor) => Promise<Response> | Response,
): ActionDef {
  return {
    type,
    name,
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    produces: FILE_TYPES[format],
    async run(ctx) {
      return run(ctx, ctx.requireActor());
    },
  };
}
