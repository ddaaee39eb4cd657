import type { Metadata } from "next";
import { safeReturnPath } from "@/lib/return-path";
import { seasonFor } from "@/lib/seasonal-login";
import { LoginScreen } from "../login/login-screen";

export const metadata: Metadata = { title: "Login" };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

/** /newlogin (SPEC §2 "Alternative seasonal login"): /login with the season's greeting. Guest only. */
export default async function NewLoginPage({ searchParams }: Props) {
  return (
    <LoginScreen next={safeReturnPath((await searchParams).next)} season={seasonFor(new Date())} />
  );
}
