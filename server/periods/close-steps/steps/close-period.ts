// Step "close_period": closing -> closed, with who and when.
import { periodTable } from "../../kinds";
import type { CloseStepDefinition } from "../types";

export const closePeriodStep: CloseStepDefinition = {
  name: "close_period",
  label: "Menutup periode",
  kinds: ["periods", "mitra-periods"],
  run: (ctx) =>
    ctx.batch(
      async (tx) => {
        await periodTable(tx, ctx.input.kind).transition(ctx.input.periodId, ["closing", "open"], {
          status: "closed",
          closedAt: new Date(),
          closedById: ctx.input.userId,
        });
        ctx.setResult("closedPeriodId", ctx.input.periodId);
      },
      { last: true },
    ),
};
