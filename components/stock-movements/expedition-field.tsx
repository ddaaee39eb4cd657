"use client";

// The 'Ekspedisi' select of the movement dialogs (sending with an expedition, settling units lost
// on the road): the active expeditions, loaded when the field is shown.
import * as React from "react";
import { FormField } from "@/components/forms/form-field";
import { listResources, type ResourceObject } from "@/lib/jsonapi-client";

interface ExpeditionAttributes {
  code: string;
  name: string;
}

export function ExpeditionField({
  id,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [expeditions, setExpeditions] = React.useState<ResourceObject<ExpeditionAttributes>[]>([]);
  React.useEffect(() => {
    const ac = new AbortController();
    listResources<ExpeditionAttributes>(
      "expeditions",
      { filter: { is_active: true }, sort: "name", page: { number: 1, size: 100 } },
      ac.signal,
    )
      .then((r) => setExpeditions(r.resources))
      .catch(() => setExpeditions([]));
    return () => ac.abort();
  }, []);
  return (
    <FormField id={id} label="Ekspedisi" required error={error}>
      <select
        id={id}
        className="h-9 rounded-md border border-input bg-background px-3 text-sm"
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
      >
        <option value="">Pilih ekspedisi</option>
        {expeditions.map((x) => (
          <option key={x.id} value={x.id}>
            {x.attributes.code} - {x.attributes.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
