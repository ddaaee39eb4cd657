// The sign-in screen of /login and of its seasonal variant /newlogin (SPEC §2): one card, one
// form (app/(auth)/login), the release notes and the install button; the variant only changes
// the greeting above the form.
import Link from "next/link";
import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { AuthCard } from "@/components/auth/auth-card";
import { InstallAppButton } from "@/components/auth/install-app-button";
import { ReleaseNotes } from "@/components/auth/release-notes";
import { ServiceWorkerRegistration } from "@/components/auth/service-worker";
import { RELEASE_NOTES } from "@/lib/release-notes";
import type { Season } from "@/lib/seasonal-login";
import { LoginForm } from "./login-form";

export function LoginScreen({ next, season }: { next: string | null; season?: Season }) {
  return (
    <AuthCard
      title={season ? season.title : "Masuk ke ERP"}
      subtitle={
        season ? (
          <span data-season={season.key}>
            {season.greeting} Masuk dengan email atau ID kantor dan password Anda.
          </span>
        ) : (
          "Gunakan email atau ID kantor dan password Anda."
        )
      }
      footer={
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            Belum punya akun?{" "}
            <Link href="/register" className="font-medium text-primary hover:underline">
              Daftar
            </Link>
          </p>
          <div className="flex flex-wrap items-center justify-center gap-2">
            <ReleaseNotes notes={RELEASE_NOTES} />
            <InstallAppButton
              icon={<Download className="size-4" aria-hidden="true" />}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            />
          </div>
        </div>
      }
    >
      <ServiceWorkerRegistration />
      <LoginForm next={next} />
    </AuthCard>
  );
}
