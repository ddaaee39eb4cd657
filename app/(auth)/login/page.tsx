import type { Metadata } from "next";
import { safeReturnPath } from "@/lib/return-path";
import { LoginScreen } from "./login-screen";

export const metadata: Metadata = { title: "Login" };

type Props = { searchParams: Promise<{ next?: string | string[] }> };

// Guest only: app/(auth)/layout.tsx sends a signed-in user to /. `next`: the page that asked for
// sign-in first (/terima/{code}), checked by safeReturnPath.
export default async function LoginPage({ searchParams }: Props) {
  return <LoginScreen next={safeReturnPath((await searchParams).next)} />;
}
