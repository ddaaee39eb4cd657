"use client";

// Ubah Email (SPEC §4 "Email change"): enter the new address -> a 6-digit code is mailed to it ->
// enter the code -> 'Email berhasil diubah'. While a change is pending the user may go back and
// enter another address. A never-verified address (after register) is verified the same way.
// Hidden once the email has been changed (email_changed).
import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/forms/form-field";
import { applyServerErrors } from "@/components/forms/server-errors";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useSessionUser } from "@/components/shell/session-provider";
import { useToast } from "@/components/widgets/toast";
import type { ZUpdateEmailInput, ZVerifyEmailInput } from "@/lib/schemas/users";
import type { SettingsActions } from "./types";

const emailResolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZUpdateEmailInput),
);
const codeResolver = lazyZodResolver(() =>
  import("@/lib/schemas/users").then((m) => m.ZVerifyEmailInput),
);

type Step = { kind: "email" } | { kind: "code"; email: string; changing: boolean };

export function ChangeEmailCard({
  updateEmail,
  verifyEmail,
  resendVerification,
}: Pick<SettingsActions, "updateEmail" | "verifyEmail" | "resendVerification">) {
  const user = useSessionUser();
  const [step, setStep] = React.useState<Step>(() =>
    user.pendingEmail
      ? { kind: "code", email: user.pendingEmail, changing: true }
      : user.emailVerifiedAt
        ? { kind: "email" }
        : { kind: "code", email: user.email, changing: false },
  );
  if (user.emailChanged) return null;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Ubah Email</h2>
        <p className="text-sm text-muted-foreground">
          Email saat ini: <span className="font-medium text-foreground">{user.email}</span>
          {user.emailVerifiedAt ? null : " (belum diverifikasi)"}
        </p>
      </CardHeader>
      <CardContent>
        {step.kind === "email" ? (
          <NewEmailForm
            action={updateEmail}
            onSent={(email) => setStep({ kind: "code", email, changing: true })}
          />
        ) : (
          <CodeForm
            key={step.email}
            email={step.email}
            changing={step.changing}
            verify={verifyEmail}
            resend={resendVerification}
            onBack={() => setStep({ kind: "email" })}
          />
        )}
      </CardContent>
    </Card>
  );
}

function NewEmailForm({
  action,
  onSent,
}: {
  action: SettingsActions["updateEmail"];
  onSent: (email: string) => void;
}) {
  const toast = useToast();
  const form = useForm<
    z.input<typeof ZUpdateEmailInput>,
    unknown,
    z.output<typeof ZUpdateEmailInput>
  >({
    resolver: emailResolver,
    defaultValues: { email: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await action(values);
    if (result.ok) {
      if (result.message) toast({ variant: "info", description: result.message });
      onSent(result.data.pendingEmail ?? values.email);
      return;
    }
    const text = applyServerErrors(form, result);
    if (text) toast({ variant: "error", description: text });
  });
  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate aria-label="Ubah Email">
      <TextField
        form={form}
        name="email"
        label="Email Baru"
        type="email"
        required
        autoComplete="email"
        readOnly={busy}
      />
      <Button type="submit" disabled={busy} className="self-end">
        {busy ? "Mengirim..." : "Kirim Kode Verifikasi"}
      </Button>
    </form>
  );
}

function CodeForm({
  email,
  changing,
  verify,
  resend,
  onBack,
}: {
  email: string;
  changing: boolean;
  verify: SettingsActions["verifyEmail"];
  resend: SettingsActions["resendVerification"];
  onBack: () => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [resending, setResending] = React.useState(false);
  const form = useForm<
    z.input<typeof ZVerifyEmailInput>,
    unknown,
    z.output<typeof ZVerifyEmailInput>
  >({
    resolver: codeResolver,
    defaultValues: { token: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await verify(values);
    if (result.ok) {
      toast({ variant: "success", description: result.data.message });
      // A change hides this card (email_changed); a first verification has its own page.
      if (!result.data.changed) router.push("/email/verify/success");
      return;
    }
    const text = applyServerErrors(form, result);
    if (text) toast({ variant: "error", description: text });
  });
  const onResend = async () => {
    setResending(true);
    const result = await resend();
    setResending(false);
    toast(
      result.ok
        ? { variant: "info", description: result.message ?? "Kode verifikasi sudah dikirim" }
        : { variant: "error", description: result.error },
    );
  };
  const busy = form.formState.isSubmitting;
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      noValidate
      aria-label="Verifikasi Email"
    >
      <Alert variant="info">
        {changing
          ? "Kode verifikasi sudah dikirim ke "
          : "Masukkan kode verifikasi yang dikirim ke "}
        <span className="font-semibold">{email}</span>.
      </Alert>
      <TextField
        form={form}
        name="token"
        label="Kode Verifikasi"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6 digit angka"
        required
        readOnly={busy}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          Ganti Email
        </Button>
        <Button type="button" variant="outline" onClick={onResend} disabled={busy || resending}>
          {resending ? "Mengirim..." : "Kirim Ulang Kode"}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Memverifikasi..." : "Verifikasi"}
        </Button>
      </div>
    </form>
  );
}
