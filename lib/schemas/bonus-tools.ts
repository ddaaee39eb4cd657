// The Bonus area's member tools (/bonus/tool/*, docs/commission.md "Tools"): the inputs their
// actions and forms share.
import { z } from "zod";
import { zOptionalText, zText } from "./fields";

export const ZUpdateUplineInput = z.object({
  upline_code: zText(64),
  note: zOptionalText(500),
});
export type TUpdateUplineInput = z.infer<typeof ZUpdateUplineInput>;

export const ZRemoveMemberInput = z.object({ note: zOptionalText(500) });
export type TRemoveMemberInput = z.infer<typeof ZRemoveMemberInput>;

/** POST mitra-periods/{id}/-actions/generateNd: an optional note on the run's history row. */
export const ZGenerateNdInput = z.object({ note: zOptionalText(500) });
export type TGenerateNdInput = z.infer<typeof ZGenerateNdInput>;
