"use client";

// /lupa-password: office code (ID) and email (SPEC §5 messages); the answer is the same whether
// or not the account exists.
import * as React from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import type { ActionResult } from "@/lib/action-result";
import type { ZRequestPasswordResetInput } from "@/lib/schemas/users";

type Input = z.input<typeof ZRequestPasswordResetInput>;
const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZRequestPasswordResetInput),
);

export function ForgotPasswordForm({
  action,
}: {
  action: (input: Input) => Promise<ActionResult<{ message: string }>>;
}) {
  const form = useForm<Input, unknown, z.output<typeof ZRequestPasswordResetInput>>({
    resolver,
    defaultValues: { code: "", email: "" },
  });
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    const result = await action(values);
    if (result.ok) setDone(result.data.message);
    else setError(applyServerErrors(form, result));
  });

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {done ? <Alert variant="success">{done}</Alert> : null}
      <TextField
        form={form}
        name="code"
        label="Kode"
        placeholder="Kode / ID kantor"
        required
        autoComplete="username"
        readOnly={busy}
      />
      <TextField
        form={form}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        readOnly={busy}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Memproses..." : "Kirim Link Reset"}
      </Button>
      <Link href="/login" className="self-center text-sm text-primary hover:underline">
        Kembali ke Login
      </Link>
    </form>
  );
}
