import type { Metadata } from "next";
import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = { title: "Verifikasi Email" };

/** Where a successful email verification lands (SPEC §2): open to guests and signed-in users. */
export default function EmailVerifiedPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <CircleCheck className="size-16 text-green-600" aria-hidden="true" />
          <h1 className="text-xl font-semibold">Email berhasil diverifikasi</h1>
          <p className="text-sm text-muted-foreground">
            Terima kasih, alamat email anda sudah terverifikasi. Anda dapat melanjutkan menggunakan
            aplikasi.
          </p>
          <Link href="/" className={buttonVariants()}>
            Kembali ke Beranda
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
