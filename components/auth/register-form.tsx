"use client";

// /register: name, email, password, confirmation (SPEC §2, §5), validated with the register
// use case's own schema, then sent to the server action.
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
import type { ZRegisterInput } from "@/lib/schemas/users";

type Input = z.input<typeof ZRegisterInput>;
const resolver = lazyZodResolver(() => import("@/lib/schemas/users").then((m) => m.ZRegisterInput));

export function RegisterForm({
  action,
}: {
  action: (input: Input) => Promise<ActionResult<{ message: string }>>;
}) {
  const form = useForm<Input, unknown, z.output<typeof ZRegisterInput>>({
    resolver,
    defaultValues: { name: "", email: "", password: "", password_confirmation: "" },
  });
  const [error, setError] = React.useState<string | null>(null);
  const [done, setDone] = React.useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await action(values);
    if (result.ok) setDone(result.data.message);
    else setError(applyServerErrors(form, result));
  });

  if (done)
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="success">{done}</Alert>
        <Link href="/login" className="text-sm font-medium text-primary hover:underline">
          Masuk ke akun anda
        </Link>
      </div>
    );

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <TextField
        form={form}
        name="name"
        label="Nama"
        required
        autoComplete="name"
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
      <TextField
        form={form}
        name="password"
        label="Password"
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
        {busy ? "Memproses..." : "Daftar"}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Sudah punya akun?{" "}
        <Link href="/login" className="font-medium text-primary hover:underline">
          Masuk
        </Link>
      </p>
    </form>
  );
}
