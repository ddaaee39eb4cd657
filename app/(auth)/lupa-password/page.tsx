import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { forgotPasswordAction } from "./actions";

export const metadata: Metadata = { title: "Lupa Password" };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Lupa Password"
      subtitle="Masukkan kode kantor dan email akun anda. Kami akan mengirim link untuk membuat password baru."
    >
      <ForgotPasswordForm action={forgotPasswordAction} />
    </AuthCard>
  );
}
