// Step "freeze": open -> closing. From here nothing dated inside the period is accepted
// (assertOpenPeriodFor refuses every status but open).
import { AppError } from "@/server/errors";
import { PERIOD_CLOSED } from "@/lib/schemas/setup";
import { periodTable } from "../../kinds";
import type { CloseStepDefinition } from "../types";

export const freezeStep: CloseStepDefinition = {
  name: "freeze",
  label: "Membekukan periode",
  kinds: ["periods", "mitra-periods"],
  run: (ctx) =>
    ctx.batch(
      async (tx) => {
        const t = periodTable(tx, ctx.input.kind);
        const moved = await t.transition(ctx.input.periodId, ["open"], { status: "closing" });
        if (!moved) {
          const now = await t.find(ctx.input.periodId);
          if (!now) throw AppError.notFound("Periode tidak ditemukan");
          if (now.status === "closed") throw AppError.conflict(PERIOD_CLOSED);
        }
      },
      { last: true },
    ),
};
