import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { auth } from "@/auth";
import { getDb } from "@/server/db";
import { ApplyPreferences } from "@/components/settings/apply-preferences";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  manifest: "/manifest.webmanifest",
  icons: {
    icon: [
      { url: "/icons/icon.svg", type: "image/svg+xml" },
      { url: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    ],
    apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180" }],
  },
};

/**
 * Guest-only screens (SPEC §2): a signed-in user goes to /. The user must still exist, as the
 * signed-in layout checks too: a session of a deleted user would otherwise bounce between
 * /login and / forever.
 */
export default async function GuestLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  const userId = session?.user?.id;
  if (userId) {
    const user = await getDb().user.findFirst({
      where: { id: userId, deletedAt: null },
      select: { id: true },
    });
    if (user) redirect("/");
  }
  return (
    <>
      <ApplyPreferences />
      {children}
    </>
  );
}
