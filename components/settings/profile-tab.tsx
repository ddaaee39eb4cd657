// Profile tab (SPEC §2): the user's office as a read-only form.
import * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/table";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/forms/form-field";
import type { OfficeProfile } from "./types";

/** SPEC §5: 'code' or 'temp_code', or 'code / temp_code' when they differ. */
export function officeCodeLabel(code: string, tempCode: string | null): string {
  if (!tempCode || tempCode === code) return code;
  return `${code} / ${tempCode}`;
}

function ReadOnly({ id, label, value }: { id: string; label: string; value: string | null }) {
  return (
    <FormField id={id} label={label}>
      <Input id={id} value={value ?? ""} placeholder="-" readOnly className="bg-muted/60" />
    </FormField>
  );
}

export function ProfileTab({ office }: { office: OfficeProfile | null }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Profil Kantor</h2>
        <p className="text-sm text-muted-foreground">
          Data kantor hanya dapat diubah oleh admin pusat.
        </p>
      </CardHeader>
      <CardContent>
        {office ? (
          <form
            className="grid gap-4 md:grid-cols-2"
            aria-label="Profil Kantor"
            onSubmit={(e) => e.preventDefault()}
          >
            <ReadOnly
              id="office-code"
              label="Kode"
              value={officeCodeLabel(office.code, office.tempCode)}
            />
            <ReadOnly id="office-name" label="Nama" value={office.name} />
            <ReadOnly
              id="office-address"
              label="Alamat"
              value={[office.address, office.address2].filter(Boolean).join(", ") || null}
            />
            <ReadOnly id="office-phone" label="No. Telepon" value={office.phone} />
            <ReadOnly id="office-email" label="Email" value={office.email} />
            <ReadOnly id="office-category" label="Kategori" value={office.category} />
            <ReadOnly id="office-area" label="Area" value={office.area} />
          </form>
        ) : (
          <EmptyState text="Akun anda belum terhubung dengan kantor" />
        )}
      </CardContent>
    </Card>
  );
}
