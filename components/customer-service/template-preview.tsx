"use client";

// The template form's extra (cs-lookup-configs.tsx, loaded with the form): the variables a
// message may use, a warning for unknown ones, and a preview filled with a real office's values
// (broadcast-templates/-actions/preview; an office code, else the first member with a phone).
import * as React from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/widgets/toast";
import type { LookupFormExtraProps } from "@/components/data-table/lookup-configs";
import { callApi, failureText, JsonApiError } from "@/lib/jsonapi-client";
import { TEMPLATE_VARIABLES, unknownVariables } from "@/lib/customer-service-rules";

export default function TemplatePreview({ form }: LookupFormExtraProps) {
  const toast = useToast();
  const watched = useWatch({ control: form.control, name: "message" });
  const message = typeof watched === "string" ? watched : "";
  const unknown = unknownVariables(message);
  const [officeCode, setOfficeCode] = React.useState("");
  const [preview, setPreview] = React.useState<{ text: string; office: string | null } | null>(
    null,
  );

  async function showPreview() {
    try {
      let officeId: string | null = null;
      if (officeCode.trim()) {
        const found = await callApi<{ data: { id: string }[] }>(
          `offices?filter[code]=${encodeURIComponent(officeCode.trim())}&page[size]=1&include=`,
        );
        officeId = found.data[0]?.id ?? null;
        if (!officeId) throw new JsonApiError(404, "Kantor tidak ditemukan");
      }
      const doc = await callApi<{
        meta: { preview: string; office: { code: string; name: string } | null };
      }>("broadcast-templates/-actions/preview", {
        method: "POST",
        body: {
          data: { type: "broadcast-templates", attributes: { message, office_id: officeId } },
        },
      });
      setPreview({
        text: doc.meta.preview,
        office: doc.meta.office ? `${doc.meta.office.code} ${doc.meta.office.name}` : null,
      });
    } catch (e) {
      toast({ variant: "error", description: failureText(e) });
    }
  }

  return (
    <>
      <p className="text-xs text-muted-foreground">
        {Object.entries(TEMPLATE_VARIABLES)
          .map(([k, v]) => `{${k}} ${v}`)
          .join(" · ")}
      </p>
      {unknown.length ? (
        <p className="text-xs text-yellow-700">
          Variabel tidak dikenal: {unknown.map((u) => `{${u}}`).join(", ")}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="preview-office">Kode kantor untuk pratinjau</Label>
          <Input
            id="preview-office"
            value={officeCode}
            onChange={(e) => setOfficeCode(e.target.value)}
            placeholder="Kosongkan: Mitra Usaha pertama"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => void showPreview()}
          disabled={!message.trim()}
        >
          Pratinjau
        </Button>
      </div>
      {preview ? (
        <div aria-label="Pratinjau pesan" className="rounded-md border bg-green-50 p-2 text-sm">
          {preview.office ? (
            <p className="mb-1 text-xs text-muted-foreground">Untuk {preview.office}</p>
          ) : null}
          <p className="whitespace-pre-wrap">{preview.text}</p>
        </div>
      ) : null}
    </>
  );
}
