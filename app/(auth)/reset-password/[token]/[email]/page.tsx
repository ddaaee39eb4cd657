import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Reset Password" };

function safeDecodeURIComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The email of the link: base64 (or base64url), possibly still percent-encoded; "" if invalid. */
function decodeEmail(segment: string): string {
  const b64 = safeDecodeURIComponent(segment).replace(/-/g, "+").replace(/_/g, "/").trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return "";
  const email = Buffer.from(b64, "base64").toString("utf8");
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : "";
}

export default async function ResetPasswordPage({
  params,
}: {
  params: Promise<{ token: string; email: string }>;
}) {
  const { token, email } = await params;
  return (
    <AuthCard title="Reset Password" subtitle="Buat password baru untuk akun anda.">
      <ResetPasswordForm
        email={decodeEmail(email)}
        token={safeDecodeURIComponent(token)}
        action={resetPasswordAction}
      />
    </AuthCard>
  );
}
