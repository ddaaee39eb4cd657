"use client";

// Ubah Password (SPEC §5): old, new and confirmation, all required; 'Password berhasil diperbarui'.
import * as React from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useToast } from "@/components/widgets/toast";
import type { ZUpdatePasswordInput } from "@/lib/schemas/users";
import type { SettingsActions } from "./types";

type Values = z.input<typeof ZUpdatePasswordInput>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZUpdatePasswordInput),
);

/**
 * After a password change every session signed in with the old password ends; this one asks
 * Auth.js to re-stamp its cookie with the proof the server action returned (auth.ts, jwt).
 */
async function restampSession(restamp: string): Promise<void> {
  const csrf = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken?: string };
  await fetch("/api/auth/session", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ csrfToken: csrf.csrfToken, data: { restamp } }),
  });
}

export function ChangePasswordCard({ action }: { action: SettingsActions["updatePassword"] }) {
  const toast = useToast();
  const form = useForm<Values, unknown, z.output<typeof ZUpdatePasswordInput>>({
    resolver,
    defaultValues: { current_password: "", new_password: "", new_password_confirmation: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await action(values);
    if (result.ok) {
      if (result.data.restamp) await restampSession(result.data.restamp);
      toast({ variant: "success", description: result.message ?? "Password berhasil diperbarui" });
      form.reset();
      return;
    }
    const text = applyServerErrors(form, result);
    if (text) toast({ variant: "error", description: text });
  });
  const busy = form.formState.isSubmitting;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Ubah Password</h2>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          noValidate
          aria-label="Ubah Password"
        >
          <TextField
            form={form}
            name="current_password"
            label="Password Lama"
            type="password"
            required
            autoComplete="current-password"
            readOnly={busy}
          />
          <TextField
            form={form}
            name="new_password"
            label="Password Baru"
            type="password"
            required
            autoComplete="new-password"
            readOnly={busy}
          />
          <TextField
            form={form}
            name="new_password_confirmation"
            label="Konfirmasi Password Baru"
            type="password"
            required
            autoComplete="new-password"
            readOnly={busy}
          />
          <Button type="submit" disabled={busy} className="self-end">
            {busy ? "Menyimpan..." : "Simpan Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
