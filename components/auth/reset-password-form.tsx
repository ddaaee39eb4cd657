"use client";

// /reset-password/{token}/{email}: a new password and its confirmation. The email (decoded from
// the link) and the token travel with the form; 400 means 'Email atau token tidak ditemukan'.
import * as React from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import type { ActionResult } from "@/lib/action-result";
import type { ZResetPasswordInput } from "@/lib/schemas/users";
import { RESET_NOT_FOUND } from "@/lib/schemas/users-rules";

type Values = z.input<typeof ZResetPasswordInput>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZResetPasswordInput),
);

export function ResetPasswordForm({
  email,
  token,
  action,
}: {
  email: string;
  token: string;
  action: (input: Values) => Promise<ActionResult<{ message: string }>>;
}) {
  const form = useForm<Values, unknown, z.output<typeof ZResetPasswordInput>>({
    resolver,
    defaultValues: { email, token, password: "", password_confirmation: "" },
  });
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);

  // email and token are not typed by the user: their errors go to the alert.
  const linkError = form.formState.errors.email?.message ?? form.formState.errors.token?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await action(values);
    if (result.ok) setDone(result.data.message);
    else if (result.status === 400) setError(RESET_NOT_FOUND);
    else setError(applyServerErrors(form, result));
  });

  if (done)
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">{done}</Alert>
        <Link href="/login" className="text-sm font-medium text-primary hover:underline">
          Masuk dengan password baru
        </Link>
      </div>
    );

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {error || linkError ? (
        <Alert variant="error">{error ?? (linkError ? RESET_NOT_FOUND : null)}</Alert>
      ) : null}
      <FormField id="reset-email" label="Email">
        <Input id="reset-email" value={email} readOnly disabled />
      </FormField>
      <TextField
        form={form}
        name="password"
        label="Password Baru"
        type="password"
        required
        autoComplete="new-password"
        readOnly={busy}
      />
      <TextField
        form={form}
        name="password_confirmation"
        label="Konfirmasi Password"
        type="password"
        required
        autoComplete="new-password"
        readOnly={busy}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Memproses..." : "Simpan Password"}
      </Button>
      <Link href="/login" className="self-center text-sm text-primary hover:underline">
        Kembali ke Login
      </Link>
    </form>
  );
}
