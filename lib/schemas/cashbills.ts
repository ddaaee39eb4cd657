// Input schemas of the Cash Bill area (docs/cash-bills.md), shared by the forms and the API.
// Cash bills and PBS sales are orders (lib/schemas/orders.ts, order_type cashbill / pbs); a point
// addition has its own action (orders/-actions/add-points): the member (relationship
// `destination-office`), the points and the required reason. No goods, no money.
import { z } from "zod";
import { REQUIRED, UUID_RE, zRequiredNumberText } from "./master";
import { POINT_ADDITION_POINTS, POINT_ADDITION_REASON_REQUIRED } from "./cashbills-rules";

export * from "./cashbills-rules";

export const ZAddPointsInput = z.strictObject({
  "destination-office": z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .regex(UUID_RE, "Mitra usaha tidak valid"),
  total_point: zRequiredNumberText(POINT_ADDITION_POINTS),
  description: z
    .string({ error: POINT_ADDITION_REASON_REQUIRED })
    .trim()
    .min(1, POINT_ADDITION_REASON_REQUIRED)
    .max(1000, "Maksimal 1000 karakter"),
});
export type TAddPointsInput = z.infer<typeof ZAddPointsInput>;
