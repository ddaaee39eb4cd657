"use client";

// The one payment-methods form (SPEC §2: the setup tab 'Metode Pembayaran', the stockist's 'Bank &
// Metode Pembayaran' tab, and the office detail for Pusat): a switch per active payment method
// type, saved through setups/-actions/office-payment-methods.
import * as React from "react";
import { toggled } from "@/lib/utils";
import { Switch } from "@/components/ui/switch";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useToast } from "@/components/widgets/toast";
import { failureText } from "@/lib/jsonapi-client";
import { SAVED, callAction } from "./action-client";
import { SaveButton } from "@/components/forms/save-button";

interface PaymentTypeAttributes {
  code: string;
  name: string;
  description: string | null;
  is_active_for_office: boolean;
}

interface PaymentMethodsDoc {
  data: { id: string; attributes: PaymentTypeAttributes }[];
  meta: { office_id: string; active: string[]; customized: boolean };
}

const PAYMENT_METHODS_PATH = "setups/-actions/office-payment-methods";

/**
 * Which payment method types an office accepts (setup row per office; docs/admin-setup.md). Without
 * `officeId` it is the signed-in user's own office (Setup > Metode Pembayaran, stockist 'Bank &
 * Metode Pembayaran'); Pusat passes the office it is looking at (office detail).
 */
export function PaymentMethodsForm({ officeId }: { officeId?: string }) {
  const toast = useToast();
  const [types, setTypes] = React.useState<PaymentTypeAttributes[]>([]);
  const [active, setActive] = React.useState<Set<string>>(new Set());
  const [loading, setLoading] = React.useState(true);
  const [saving, setSaving] = React.useState(false);

  const apply = (doc: PaymentMethodsDoc) => {
    setTypes(doc.data.map((d) => d.attributes));
    setActive(new Set(doc.meta.active));
  };

  React.useEffect(() => {
    let live = true;
    const query = officeId ? `?filter[office_id]=${encodeURIComponent(officeId)}` : "";
    callAction<PaymentMethodsDoc>(`${PAYMENT_METHODS_PATH}${query}`, "GET")
      .then((doc) => {
        if (live) apply(doc);
      })
      .catch((err: unknown) => {
        if (live) toast({ variant: "error", description: failureText(err) });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [toast, officeId]);

  const onSave = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const doc = await callAction<PaymentMethodsDoc>(PAYMENT_METHODS_PATH, "PATCH", {
        data: {
          type: "setups",
          attributes: {
            ...(officeId ? { office_id: officeId } : {}),
            payment_method_types: types.map((t) => t.code).filter((c) => active.has(c)),
          },
        },
      });
      apply(doc);
      toast({ variant: "success", description: SAVED });
    } catch (err) {
      toast({ variant: "error", description: failureText(err) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={onSave}
      noValidate
      aria-label="Metode Pembayaran"
      className="flex flex-col gap-4"
    >
      <LoadingOverlay show={loading || saving} text={saving ? "Menyimpan..." : "Memuat..."} />
      <p className="text-sm text-muted-foreground">
        Pilih metode pembayaran yang diterima kantor anda.
      </p>
      {!loading && types.length === 0 ? (
        <p className="text-sm text-muted-foreground">Data Kosong</p>
      ) : null}
      <ul className="flex flex-col divide-y rounded-md border">
        {types.map((t) => {
          const id = `pmt-${t.code}`;
          return (
            <li key={t.code} className="flex items-center justify-between gap-4 px-4 py-3">
              <label htmlFor={id} className="flex flex-col text-sm">
                <span className="font-medium">{t.name}</span>
                {t.description ? (
                  <span className="text-muted-foreground">{t.description}</span>
                ) : null}
              </label>
              <Switch
                id={id}
                checked={active.has(t.code)}
                disabled={saving}
                onCheckedChange={(v) => setActive((prev) => toggled(prev, t.code, v))}
              />
            </li>
          );
        })}
      </ul>
      <div>
        <SaveButton busy={saving} disabled={loading} />
      </div>
    </form>
  );
}
