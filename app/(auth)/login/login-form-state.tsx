"use client";

// The client part of the login form: submits to the server action, shows its error above the
// fields and disables the fields (through their fieldset) and the button while it runs. The
// fields and class names come from the server (login-form.tsx).
import * as React from "react";
import { useActionState } from "react";
import { loginAction, type LoginState } from "./actions";

const initial: LoginState = { error: null };

export function LoginFormState({
  errorClassName,
  submitClassName,
  footer,
  children,
}: {
  errorClassName: string;
  submitClassName: string;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  const [state, action, pending] = useActionState(loginAction, initial);
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      {state.error ? (
        <div role="alert" className={errorClassName}>
          {state.error}
        </div>
      ) : null}
      <fieldset disabled={pending} className="flex flex-col gap-4">
        {children}
      </fieldset>
      <button type="submit" disabled={pending} className={submitClassName}>
        {pending ? "Memproses..." : "Masuk"}
      </button>
      {footer}
    </form>
  );
}
