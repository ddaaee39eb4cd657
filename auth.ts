import NextAuth, { CredentialsSignin, type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/server/db";
import { isAppError } from "@/server/errors";
import { loginWithPassword, ZLoginInput } from "@/server/auth/login";
import { requestMeta } from "@/server/auth/request-meta";

/** Thrown from authorize when the sign-in rate limit is hit (error code "rate_limited"). */
class RateLimitedSignin extends CredentialsSignin {
  override code = "rate_limited";
}

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
      credentials: {
        email: { label: "Email / ID" },
        password: { label: "Password", type: "password" },
      },
      // Same use case as POST /api/v1/login: rate limits, credential check and login history.
      async authorize(raw, request) {
        const input = ZLoginInput.safeParse({ email: raw?.email, password: raw?.password });
        if (!input.success) return null;
        try {
          const meta = request?.headers ? requestMeta(request) : { ip: null, userAgent: null };
          const user = await loginWithPassword(getDb(), input.data, meta);
          return { id: user.id, name: user.name, email: user.email, officeId: user.officeId };
        } catch (error) {
          if (isAppError(error) && error.code === "TOO_MANY_REQUESTS")
            throw new RateLimitedSignin();
          if (isAppError(error) && error.code === "UNAUTHENTICATED") return null;
          throw error;
        }
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
