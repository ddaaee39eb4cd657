import NextAuth, { type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/server/db";
import { verifyCredentials } from "@/server/auth/verify-credentials";

declare module "next-auth" {
  interface User {
    officeId?: string | null;
  }
  interface Session {
    user: { id: string; officeId: string | null } & DefaultSession["user"];
  }
}

/** Browser sessions: Auth.js credentials provider with a JWT cookie (ARCHITECTURE §4). */
export const { handlers, auth, signIn, signOut } = NextAuth({
  session: { strategy: "jwt", maxAge: 12 * 60 * 60 },
  pages: { signIn: "/login" },
  trustHost: true,
  logger: {
    // A wrong password is an expected outcome shown in the form, not a server error.
    error(error) {
      if (error.name === "CredentialsSignin") return;
      console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: { label: "Email / ID" }, password: { label: "Password", type: "password" } },
      async authorize(raw) {
        const email = typeof raw?.email === "string" ? raw.email : "";
        const password = typeof raw?.password === "string" ? raw.password : "";
        const user = await verifyCredentials(getDb(), email, password);
        return user ? { id: user.id, name: user.name, email: user.email, officeId: user.officeId } : null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.officeId = user.officeId ?? null;
      }
      return token;
    },
    session({ session, token }) {
      session.user.id = typeof token.uid === "string" ? token.uid : "";
      session.user.officeId = typeof token.officeId === "string" ? token.officeId : null;
      return session;
    },
  },
});
