import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { registerAction } from "./actions";

export const metadata: Metadata = { title: "Register" };

export default function RegisterPage() {
  return (
    <AuthCard title="Daftar Akun" subtitle="Isi data berikut untuk membuat akun baru.">
      <RegisterForm action={registerAction} />
    </AuthCard>
  );
}
