// Custom actions of the commission and the Bonus tools (docs/commission.md "API"):
// - GET office-commission-lines/{id}/-actions/orders: the orders (cash bills, point additions ...)
//   that make the points of a line's source member, for whoever may read the line. Code, kind,
//   date and points only: nothing of the downline's personal data.
// - GET office-commissions/-actions/exportBonus?filter[member_period_id]=...: a closed month's
//   bonus data as XLSX (Ambil Data Bonus, Download); with the bank columns for a caller who may
//   read personal data (the bank transfer list). Pusat with bonuses.export.
// - POST offices/{id}/-actions/updateUpline and removeMember: the member tools (Pusat with
//   offices.update), each recorded in the office's history.
// - POST mitra-periods/{id}/-actions/generateNd: the NDs of a closed period's qualified members
//   (Pusat with bonuses.generate-nd), 201 with the run (member-nd-runs).
// - GET offices/-actions/exportNdNe (XLSX) and exportNdNeCsv (CSV)
//   ?filter[member_period_id]=...: the period's members with an ND, marked baru (ND) or lama
//   (NE). Pusat with bonuses.export.
import { z } from "zod";
import type { ActionContext, ActionDef } from "@/server/jsonapi/actions";
import { documentResponse, zodToAppError, type JsonObject } from "@/server/jsonapi/respond";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { pusatWith } from "@/server/master/access";
import { tableFileAction, tableFileResponse } from "@/server/exports/table-file-action";
import type { ExportColumn } from "@/server/exports/stream";
import { UUID_RE } from "@/lib/schemas/master-rules";
import {
  ZGenerateNdInput,
  ZRemoveMemberInput,
  ZUpdateUplineInput,
} from "@/lib/schemas/bonus-tools";
import {
  MEMBER_REMOVED,
  ND_PERIOD_NOT_FOUND,
  UPLINE_UPDATED,
  ndGeneratedMessage,
} from "@/lib/schemas/bonus-tools-rules";
import { memberDocument } from "@/server/jsonapi/member-actions";
import type { TableFormat } from "@/server/exports/table-file-action";
import { generateMemberNd } from "./generate-nd";
import { ndNeExport } from "./nd-ne-export";
import { officeCommissionLines } from "./resources";
import { pointOrders } from "./points-source";
import { updateMemberUpline } from "./update-member-upline";
import { removeMember } from "./remove-member";

export const PERIOD_NOT_CLOSED = "Data bonus hanya tersedia untuk periode yang sudah ditutup";
export const PERIOD_REQUIRED = "Pilih periode mitra usaha (filter[member_period_id])";

const ORDER_KIND_LABEL: Record<string, string> = {
  cashbill: "Cash Bill",
  point_addition: "Tambah Poin",
  pbs: "PBS",
  member_sale: "Penjualan Mitra Usaha",
};

/** The attributes of a tool's request document ({data: {type, attributes}}), parsed by `schema`. */
function toolInput<T>(ctx: ActionContext, schema: z.ZodType<T>): T {
  const data = (ctx.body as JsonObject).data;
  const attributes =
    data && typeof data === "object" && !Array.isArray(data)
      ? (data as JsonObject).attributes
      : undefined;
  const parsed = schema.safeParse(
    attributes && typeof attributes === "object" && !Array.isArray(attributes) ? attributes : {},
  );
  if (!parsed.success) throw zodToAppError(parsed.error);
  return parsed.data;
}

function memberTool(
  name: string,
  run: (ctx: ActionContext, actor: Actor, memberId: string) => Promise<string>,
): ActionDef {
  return {
    type: "offices",
    name,
    scope: "member",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      if (!pusatWith("offices.update")(actor)) throw AppError.forbidden();
      const id = ctx.id ?? "";
      if (!UUID_RE.test(id)) throw AppError.notFound("Mitra usaha tidak ditemukan");
      const message = await run(ctx, actor, id);
      return documentResponse({ meta: { message } });
    },
  };
}

interface BonusRow {
  id: string;
  amount: bigint;
  grossAmount: bigint;
  totalPoint: bigint;
  groupPoints: bigint[];
  qualified: boolean;
  payoutMethod: string | null;
  office: {
    code: string;
    name: string;
    bankAccountNumber: string | null;
    bankAccountName: string | null;
    bank: { name: string } | null;
  };
}

function bonusColumns(personal: boolean, levels: number): ExportColumn<BonusRow>[] {
  const cols: ExportColumn<BonusRow>[] = [
    { header: "Kode", width: 14, value: (r) => r.office.code },
    { header: "Nama", width: 28, value: (r) => r.office.name },
    { header: "Poin Pribadi", width: 12, numeric: true, value: (r) => Number(r.totalPoint) },
    ...Array.from({ length: levels }, (_, i) => ({
      header: `Poin Level ${i + 1}`,
      width: 12,
      numeric: true,
      value: (r: BonusRow) => Number(r.groupPoints[i] ?? 0n),
    })),
    { header: "Memenuhi Syarat", width: 10, value: (r) => (r.qualified ? "Ya" : "Tidak") },
    {
      header: "Komisi Sebelum Batas",
      width: 16,
      numeric: true,
      value: (r) => Number(r.grossAmount),
    },
    { header: "Komisi", width: 16, numeric: true, value: (r) => Number(r.amount) },
    {
      header: "Pembayaran",
      width: 16,
      value: (r) => (r.payoutMethod === "bank_transfer" ? "Transfer Bank" : "Saldo"),
    },
  ];
  if (personal)
    cols.push(
      { header: "Bank", width: 14, value: (r) => r.office.bank?.name ?? "" },
      { header: "No. Rekening", width: 18, value: (r) => r.office.bankAccountNumber ?? "" },
      { header: "Nama Rekening", width: 24, value: (r) => r.office.bankAccountName ?? "" },
    );
  return cols;
}

export const commissionActions: ActionDef[] = [
  {
    type: "office-commission-lines",
    name: "orders",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const row = await ctx.engine.findVisible(
        { db: ctx.db, actor: ctx.actor, url: ctx.url },
        officeCommissionLines,
        ctx.id ?? "",
      );
      const orders = await pointOrders(
        ctx.db,
        String(row.memberPeriodId),
        String(row.sourceOfficeId),
      );
      return documentResponse({
        data: orders.map((o) => ({
          type: "point-orders",
          id: o.id,
          attributes: {
            code: o.code,
            order_type: o.orderType,
            order_type_label: ORDER_KIND_LABEL[o.orderType] ?? o.orderType,
            order_date: o.orderDate.toISOString().slice(0, 10),
            total_point: Number(o.totalPoint),
          },
        })),
        meta: { line_id: String(row.id), count: orders.length },
      });
    },
  },
  tableFileAction("office-commissions", "exportBonus", "xlsx", async (ctx, actor) => {
    if (!pusatWith("bonuses.export")(actor)) throw AppError.forbidden();
    const periodId = ctx.url.searchParams.get("filter[member_period_id]") ?? "";
    if (!UUID_RE.test(periodId))
      throw AppError.badRequest(PERIOD_REQUIRED, { parameter: "filter[member_period_id]" });
    const period = await ctx.db.memberPeriod.findUnique({ where: { id: periodId } });
    if (!period) throw AppError.notFound("Periode tidak ditemukan");
    if (period.status !== "closed") throw AppError.validation([{ detail: PERIOD_NOT_CLOSED }]);
    const first = await ctx.db.officeCommission.findFirst({
      where: { memberPeriodId: periodId },
      select: { commissionPlan: { select: { levelBasisPoints: true } } },
    });
    const levels = first?.commissionPlan?.levelBasisPoints.length ?? 0;
    const personal = hasPermission(actor, "offices.view-personal");
    const db = ctx.db;
    async function* batches(): AsyncIterable<BonusRow[]> {
      let after: string | undefined;
      for (;;) {
        const rows: BonusRow[] = await db.officeCommission.findMany({
          where: { memberPeriodId: periodId, ...(after ? { id: { gt: after } } : {}) },
          orderBy: { id: "asc" },
          take: 2000,
          select: {
            id: true,
            amount: true,
            grossAmount: true,
            totalPoint: true,
            groupPoints: true,
            qualified: true,
            payoutMethod: true,
            office: {
              select: {
                code: true,
                name: true,
                bankAccountNumber: true,
                bankAccountName: true,
                bank: { select: { name: true } },
              },
            },
          },
        });
        if (rows.length === 0) return;
        yield rows;
        after = rows.at(-1)!.id;
      }
    }
    return tableFileResponse(
      {
        title: "Data Bonus",
        subtitle: [`Periode: ${period.name}`],
        columns: bonusColumns(personal, levels),
        batches: batches(),
        footer: async () => {
          const sum = await db.officeCommission.aggregate({
            where: { memberPeriodId: periodId },
            _sum: { amount: true, grossAmount: true },
          });
          const cols = bonusColumns(personal, levels);
          return cols.map((c) =>
            c.header === "Kode"
              ? "Total"
              : c.header === "Komisi"
                ? Number(sum._sum.amount ?? 0n)
                : c.header === "Komisi Sebelum Batas"
                  ? Number(sum._sum.grossAmount ?? 0n)
                  : "",
          );
        },
      },
      "xlsx",
      `data-bonus-${period.name.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase()}`,
    );
  }),
  memberTool("updateUpline", async (ctx, actor, memberId) => {
    const input = toolInput(ctx, ZUpdateUplineInput);
    await ctx.db.$transaction((tx) => updateMemberUpline(tx, { ...input, memberId }, actor));
    return UPLINE_UPDATED;
  }),
  memberTool("removeMember", async (ctx, actor, memberId) => {
    const input = toolInput(ctx, ZRemoveMemberInput);
    await ctx.db.$transaction((tx) => removeMember(tx, { ...input, memberId }, actor));
    return MEMBER_REMOVED;
  }),
  {
    type: "mitra-periods",
    name: "generateNd",
    scope: "member",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      if (!pusatWith("bonuses.generate-nd")(actor)) throw AppError.forbidden();
      const id = ctx.id ?? "";
      if (!UUID_RE.test(id)) throw AppError.notFound(ND_PERIOD_NOT_FOUND);
      const input = toolInput(ctx, ZGenerateNdInput);
      const run = await ctx.db.$transaction((tx) =>
        generateMemberNd(tx, { ...input, memberPeriodId: id }, actor),
      );
      return memberDocument(ctx, "member-nd-runs", run.runId, ndGeneratedMessage(run.assigned), {
        status: 201,
      });
    },
  },
  ndNeFileAction("exportNdNe", "xlsx"),
  ndNeFileAction("exportNdNeCsv", "csv"),
];

function ndNeFileAction(name: string, format: TableFormat): ActionDef {
  return tableFileAction("offices", name, format, async (ctx, actor) => {
    if (!pusatWith("bonuses.export")(actor)) throw AppError.forbidden();
    const periodId = ctx.url.searchParams.get("filter[member_period_id]") ?? "";
    if (!UUID_RE.test(periodId))
      throw AppError.badRequest(PERIOD_REQUIRED, { parameter: "filter[member_period_id]" });
    const period = await ctx.db.memberPeriod.findUnique({ where: { id: periodId } });
    if (!period) throw AppError.notFound(ND_PERIOD_NOT_FOUND);
    return tableFileResponse(
      ndNeExport(ctx.db, period),
      format,
      `nd-ne-${period.name.replace(/[^A-Za-z0-9]+/g, "-").toLowerCase()}`,
    );
  });
}
