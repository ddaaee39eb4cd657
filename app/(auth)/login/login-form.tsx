"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { loginAction, type LoginState } from "./actions";

const initial: LoginState = { error: null };

/** Username (email or office ID) and password; errors of the sign-in appear above the form. */
export function LoginForm() {
  const [state, action, pending] = useActionState(loginAction, initial);
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      <FormField id="email" label="Username" required>
        <Input
          id="email"
          name="email"
          autoComplete="username"
          placeholder="Email atau ID"
          required
          disabled={pending}
          {...fieldAria("email", undefined, true)}
        />
      </FormField>
      <FormField id="password" label="Password" required>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={pending}
          {...fieldAria("password", undefined, true)}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Memproses..." : "Masuk"}
      </Button>
      <Link href="/lupa-password" className="self-end text-sm text-primary hover:underline">
        Lupa Password?
      </Link>
    </form>
  );
}
