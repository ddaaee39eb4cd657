import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HomeTiles } from "@/components/home/home-tiles";
import { currentShell } from "@/server/shell/current-shell";
import { landingPath } from "@/lib/home";

export const metadata: Metadata = { title: "Home" };

type Props = { searchParams: Promise<{ from?: string }> };

export default async function HomePage({ searchParams }: Props) {
  // Right after sign-in, each role lands on its own module (SPEC §2 "Post-login redirect").
  if ((await searchParams).from === "login") {
    const { user } = await currentShell();
    const target = landingPath(user.currentRole, user.officeCategoryId);
    redirect(target);
  }
  return <HomeTiles />;
}
