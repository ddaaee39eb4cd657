// setups/-actions/office-payment-methods (the minimal setup variant 'Metode Pembayaran'):
//   GET   ?filter[office_id]=<uuid> (Pusat; others always their own office)
//   PATCH {"data": {"type": "setups", "attributes": {"office_id"?: uuid, "payment_method_types": [codes]}}}
// Both answer the active payment method types as `payment-method-types` resources with
// `is_active_for_office`, and meta {office_id, active, customized}.
import type { ActionDef } from "@/server/jsonapi/actions";
import { documentResponse } from "@/server/jsonapi/respond";
import { AppError } from "@/server/errors";
import { zodToAppError } from "@/server/jsonapi/respond";
import { UUID_RE } from "@/lib/schemas/master";
import { ZOfficePaymentMethodsInput } from "@/lib/schemas/setup";
import {
  getOfficePaymentMethods,
  setOfficePaymentMethods,
  type OfficePaymentMethods,
} from "./office-payment-methods";

function document(result: OfficePaymentMethods) {
  const active = new Set(result.active);
  return {
    data: result.types.map((t) => ({
      type: "payment-method-types",
      id: t.id,
      attributes: {
        code: t.code,
        name: t.name,
        description: t.description,
        requires_office_bank: t.requiresOfficeBank,
        is_active_for_office: active.has(t.code),
      },
    })),
    meta: { office_id: result.officeId, active: result.active, customized: result.customized },
    jsonapi: { version: "1.0" },
  };
}

export const setupActions: ActionDef[] = [
  {
    type: "setups",
    name: "office-payment-methods",
    scope: "collection",
    methods: ["GET", "PATCH"],
    auth: "required",
    body: "jsonapi",
    async run(ctx) {
      const actor = ctx.requireActor();
      if (ctx.request.method === "GET") {
        const officeId = ctx.url.searchParams.get("filter[office_id]") ?? undefined;
        if (officeId !== undefined && !UUID_RE.test(officeId))
          throw AppError.badRequest("filter[office_id] harus berupa id yang valid", {
            parameter: "filter[office_id]",
          });
        return documentResponse(
          document(await getOfficePaymentMethods(ctx.db, { office_id: officeId }, actor)),
        );
      }
      const data = ctx.body.data;
      if (typeof data !== "object" || data === null || Array.isArray(data))
        throw AppError.badRequest("Body harus berisi objek data", { pointer: "/data" });
      const d = data as Record<string, unknown>;
      if (d.type !== "setups")
        throw AppError.conflict("Tipe data harus setups", { pointer: "/data/type" });
      const parsed = ZOfficePaymentMethodsInput.safeParse(d.attributes ?? {});
      if (!parsed.success) throw zodToAppError(parsed.error);
      return documentResponse(document(await setOfficePaymentMethods(ctx.db, parsed.data, actor)));
    },
  },
];
