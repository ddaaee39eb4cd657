"use client";

// 'Tambah Poin' (/cash-bill/pencatatan-tambah-poin/tambah-poin, docs/cash-bills.md): the member
// from the 'Daftar Kantor' picker (members only), the points and the required reason, posted to
// orders/-actions/add-points. Outside a bonus period the form says why (Home's tooltip text) and
// the server refuses the same (422); a saved addition opens its detail.
import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { can } from "@/components/data-table/permissions";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { TextField } from "@/components/forms/form-field";
import { NumberField } from "@/components/forms/number-field";
import { SaveButton } from "@/components/forms/save-button";
import { applyServerErrors } from "@/components/forms/server-errors";
import { useSubmit } from "@/components/forms/use-submit";
import { useUnsavedChanges } from "@/components/forms/use-unsaved-changes";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { OfficePickerField } from "@/components/forms/office-picker-field";
import { useToast } from "@/components/widgets/toast";
import { NOT_BONUS_PERIOD_REASON } from "@/lib/home";
import { OFFICE_CATEGORY_IDS } from "@/lib/office-categories";
import { JsonApiError, callApi, failureText } from "@/lib/jsonapi-client";
import { POINT_ADDITION_POINTS, POINT_ADDITION_SAVED } from "@/lib/schemas/cashbills-rules";
import type { OrderScreen } from "@/components/orders/config";
import type {
  TPointAdditionFormInput,
  TPointAdditionFormOutput,
} from "./point-addition-form-schema";

const resolver = lazyZodResolver(() =>
  import("./point-addition-form-schema").then((m) => m.ZPointAdditionForm),
);
/** `screen`: the point additions' screen config (ORDER_SCREENS["cash-bill-tambah-poin"], from the page). */
export function PointAdditionForm({ screen }: { screen: OrderScreen }) {
  const user = useSessionUser();
  const router = useRouter();
  const toast = useToast();
  const [alert, setAlert] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState(false);
  const { busy, submit } = useSubmit();
  const form = useForm<TPointAdditionFormInput, unknown, TPointAdditionFormOutput>({
    resolver,
    defaultValues: { member: "", total_point: null, description: "" },
  });
  useUnsavedChanges(form.formState.isDirty && !saved);
  // One key per filled form: a retried click posts once (Idempotency-Key, docs/api.md).
  const idempotencyKey = React.useMemo(() => crypto.randomUUID(), []);

  const save = (v: TPointAdditionFormOutput) =>
    submit(
      async () => {
        setAlert(null);
        const res = await callApi<{ data: { id: string } }>("orders/-actions/add-points", {
          method: "POST",
          idempotencyKey,
          body: {
            data: {
              type: "orders",
              attributes: { total_point: v.total_point, description: v.description },
              relationships: {
                "destination-office": { data: { type: "offices", id: v.member } },
              },
            },
          },
        });
        toast({ variant: "success", description: POINT_ADDITION_SAVED });
        setSaved(true);
        router.replace(`${screen.detailBase}/${res.data.id}`);
        return "leave";
      },
      (err) => {
        if (err instanceof JsonApiError) {
          const fieldErrors = { ...err.fieldErrors };
          if (fieldErrors["destination-office"]) {
            fieldErrors.member = fieldErrors["destination-office"];
            delete fieldErrors["destination-office"];
          }
          setAlert(applyServerErrors(form, { error: err.message, fieldErrors }) ?? null);
          if (!Object.keys(fieldErrors).length) setAlert(err.message);
          return;
        }
        setAlert(failureText(err));
      },
    );

  if (!can(user, "orders.create"))
    return <Alert variant="error">Anda tidak memiliki akses untuk menambah poin</Alert>;
  const locked = busy || saved;
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Tambah Poin</h1>
          <p className="text-sm text-muted-foreground">{screen.description}</p>
        </div>
        <Link href={screen.basePath} className={buttonVariants({ variant: "outline" })}>
          Kembali ke {screen.title}
        </Link>
      </header>
      {user.isBonusPeriod ? null : (
        <Alert variant="warning" data-testid="not-bonus-period">
          {NOT_BONUS_PERIOD_REASON}
        </Alert>
      )}
      {alert ? <Alert variant="error">{alert}</Alert> : null}
      <form
        noValidate
        aria-label="Tambah Poin"
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(save)}
      >
        <Card>
          <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
            <OfficePickerField
              form={form}
              name="member"
              id="field-member"
              label="Mitra Usaha"
              categoryId={OFFICE_CATEGORY_IDS.MEMBER}
            />
            <NumberField
              control={form.control}
              name="total_point"
              id="field-total-point"
              label="Jumlah Poin"
              spec={POINT_ADDITION_POINTS}
              required
              readOnly={locked}
            />
            <TextField
              form={form}
              name="description"
              label="Alasan"
              required
              readOnly={locked}
              fieldClassName="md:col-span-2"
            />
          </CardContent>
        </Card>
        <div className="flex flex-wrap justify-end gap-2">
          <Link href={screen.basePath} className={buttonVariants({ variant: "outline" })}>
            Batal
          </Link>
          <SaveButton busy={locked} />
        </div>
      </form>
    </div>
  );
}
