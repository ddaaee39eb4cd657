"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { signIn } from "@/auth";
import { safeReturnPath } from "@/lib/return-path";

export interface LoginState {
  error: string | null;
}

/** Signs in through Auth.js; on success Auth.js redirects (the redirect is thrown, not returned). */
export async function loginAction(_prev: LoginState, form: FormData): Promise<LoginState> {
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (!email || !password) return { error: "Username dan password wajib diisi" };
  // A page that sent the user to sign in first (/terima/{code}) gets them back; else the
  // role's landing page (/?from=login).
  const next = safeReturnPath(form.get("next"));
  try {
    // Path only: an absolute URL would be rejected as another origin behind 127.0.0.1 (STACK.md).
    await signIn("credentials", { email, password, redirectTo: next ?? "/?from=login" });
    return { error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return {
        error:
          error.code === "rate_limited"
            ? "Terlalu banyak permintaan"
            : "Username atau password salah",
      };
    }
    if (error instanceof AuthError) return { error: "Terjadi error" };
    throw error;
  }
}
