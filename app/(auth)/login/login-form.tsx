"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { loginAction, type LoginState } from "./actions";

const initial: LoginState = { error: null };

export function LoginForm() {
  const [state, action, pending] = useActionState(loginAction, initial);
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Username</Label>
        <Input
          id="email"
          name="email"
          autoComplete="username"
          placeholder="Email atau ID"
          required
          disabled={pending}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={pending}
        />
      </div>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? "Memproses..." : "Masuk"}
      </Button>
      <Link href="/lupa-password" className="self-end text-sm text-primary hover:underline">
        Lupa Password?
      </Link>
    </form>
  );
}
