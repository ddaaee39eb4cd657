// Username (email or office ID) and password; errors of the sign-in appear above the form.
// The fields are rendered here on the server; only the submit state lives in the client island
// (login-form-state.tsx), so the login page ships no form-component code.
import Link from "next/link";
import { alertVariants } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, fieldAria } from "@/components/forms/form-field";
import { LoginFormState } from "./login-form-state";

/** `next`: a checked same-site path to return to after sign-in (lib/return-path.ts). */
export function LoginForm({ next = null }: { next?: string | null }) {
  return (
    <LoginFormState
      errorClassName={alertVariants({ variant: "error" })}
      submitClassName={buttonVariants({ className: "w-full" })}
      footer={
        <Link href="/lupa-password" className="self-end text-sm text-primary hover:underline">
          Lupa Password?
        </Link>
      }
    >
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <FormField id="email" label="Username" required>
        <Input
          id="email"
          name="email"
          autoComplete="username"
          placeholder="Email atau ID"
          required
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
          {...fieldAria("password", undefined, true)}
        />
      </FormField>
    </LoginFormState>
  );
}
