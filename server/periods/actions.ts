// Custom actions of SPEC §7 "Periods":
//   GET  periods/-actions/get-current-period            the current accounting period
//   GET  mitra-periods/-actions/get-current-period      the current member period
//   POST setups/-actions/runClosePeriod                 Tutup Buku Penjualan (body: optional
//        {"data": {"type": "periods", "id": "<uuid>"}}; default: the current period)
//   POST mitra-periods/{id}/-actions/close-mitra-period Tutup Buku Bonus
//   GET  periods/{id}/-actions/open-items               what the period still holds (the close
//   GET  mitra-periods/{id}/-actions/open-items         dialog lists it; server/periods/open-items.ts)
// Closing answers 200 with the closed period, the newly opened one in `included` and
// meta {message: 'Tutup buku berhasil', close_run_id, next_period_id}.
import type { ActionDef } from "@/server/jsonapi/actions";
import type { ActionContext } from "@/server/jsonapi/actions";
import { documentResponse } from "@/server/jsonapi/respond";
import { AppError } from "@/server/errors";
import { UUID_RE } from "@/lib/schemas/master";
import { getCurrentPeriod } from "./get-current-period";
import { closeTarget } from "./close-period";
import { PERIOD_CLOSE_JOB, periodCloseKey } from "./close-period-job";
import { enqueueJob, findActiveJob } from "@/server/jobs/queue";
import { JOB_SETTINGS } from "@/server/jobs/settings";
import { runOrAwaitJob } from "@/server/jobs/start-job";
import { instanceId } from "@/server/jobs/instance";
import { PERIOD_CLOSE_RUNNING } from "@/lib/schemas/setup";
import { periodOpenItems } from "./open-items";
import type { PeriodKind } from "./kinds";

export const CLOSE_SUCCESS = "Tutup buku berhasil";
/** Answered (202) when the close outlasts the request's wait: it goes on in the background. */
export const CLOSE_STARTED = "Tutup buku sedang diproses";

async function periodDocument(ctx: ActionContext, kind: PeriodKind, id: string) {
  const engine = ctx.engine;
  const url = new URL(`/api/v1/${kind}/${id}`, ctx.url);
  return engine.read({ db: ctx.db, actor: ctx.actor, url }, kind, id);
}

function currentAction(kind: PeriodKind): ActionDef {
  return {
    type: kind,
    name: "get-current-period",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      ctx.requireActor();
      const row = await getCurrentPeriod(ctx.db, kind);
      return documentResponse(await periodDocument(ctx, kind, row.id));
    },
  };
}

async function closeResponse(
  ctx: ActionContext,
  kind: PeriodKind,
  periodId: string | undefined,
): Promise<Response> {
  const actor = ctx.requireActor();
  const target = await closeTarget(ctx.db, { kind, periodId }, actor);
  // The close is a background job (server/jobs, docs/operations.md): queued once per period,
  // run here unless a runner took it first, never inside this request's transaction.
  const key = periodCloseKey({ kind, periodId: target.id });
  const job = await enqueueJob(ctx.db, {
    kind: PERIOD_CLOSE_JOB,
    key,
    payload: { kind, periodId: target.id },
    createdById: actor.userId,
  });
  // One close per period at a time: while another is queued or running it is a 409; one whose
  // process died (stale heartbeat) is taken over and resumed here.
  const active = job
    ? null
    : await findActiveJob(ctx.db, PERIOD_CLOSE_JOB, key, JOB_SETTINGS.staleSeconds());
  if (!job && !active?.stale) throw AppError.conflict(PERIOD_CLOSE_RUNNING);
  const jobId = job?.id ?? active?.id ?? "";
  const started = await runOrAwaitJob(ctx.db, jobId, instanceId());
  if (!started.done)
    return documentResponse(
      {
        meta: {
          message: CLOSE_STARTED,
          job_id: jobId,
          period_id: target.id,
          progress: started.progress ?? null,
        },
      },
      202,
    );
  const result = started.result as { closedPeriodId: string; nextPeriodId: string; runId: string };
  const [closed, next] = await Promise.all([
    periodDocument(ctx, kind, result.closedPeriodId),
    periodDocument(ctx, kind, result.nextPeriodId),
  ]);
  const nextData = next.data && !Array.isArray(next.data) ? next.data : null;
  return documentResponse({
    ...closed,
    ...(nextData && "attributes" in nextData ? { included: [nextData] } : {}),
    meta: {
      message: CLOSE_SUCCESS,
      close_run_id: result.runId,
      next_period_id: result.nextPeriodId,
      job_id: jobId,
    },
  });
}

/** The optional period to close from {"data": {"type": "periods", "id": ...}}. */
function periodIdFromBody(body: Record<string, unknown>): string | undefined {
  if (!("data" in body) || body.data === null) return undefined;
  const data = body.data;
  if (typeof data !== "object" || Array.isArray(data))
    throw AppError.badRequest("data harus berupa objek {type, id}", { pointer: "/data" });
  const d = data as Record<string, unknown>;
  if (d.type !== "periods")
    throw AppError.conflict("Tipe data harus periods", { pointer: "/data/type" });
  if (d.id === undefined) return undefined;
  if (typeof d.id !== "string" || !UUID_RE.test(d.id))
    throw AppError.validation([{ detail: "Periode tidak valid", source: { pointer: "/data/id" } }]);
  return d.id;
}

function openItemsAction(kind: PeriodKind): ActionDef {
  return {
    type: kind,
    name: "open-items",
    scope: "member",
    methods: ["GET"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      const { period, items } = await periodOpenItems(ctx.db, kind, ctx.id ?? "", actor);
      return documentResponse({
        jsonapi: { version: "1.0" },
        data: items.map(({ key, ...attributes }) => ({
          type: "period-open-items",
          id: key,
          attributes,
        })),
        meta: {
          period_id: period.id,
          period_name: period.name,
          period_status: period.status,
          total: items.reduce((s, i) => s + i.count, 0),
        },
      });
    },
  };
}

export const periodActions: ActionDef[] = [
  openItemsAction("periods"),
  openItemsAction("mitra-periods"),
  currentAction("periods"),
  currentAction("mitra-periods"),
  {
    type: "setups",
    name: "runClosePeriod",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "jsonapi",
    run: (ctx) => closeResponse(ctx, "periods", periodIdFromBody(ctx.body)),
  },
  {
    type: "mitra-periods",
    name: "close-mitra-period",
    scope: "member",
    methods: ["POST", "PATCH"],
    auth: "required",
    async run(ctx) {
      const id = ctx.id ?? "";
      if (!UUID_RE.test(id)) throw AppError.notFound("Periode tidak ditemukan");
      return closeResponse(ctx, "mitra-periods", id);
    },
  },
];
