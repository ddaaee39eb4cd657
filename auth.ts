import NextAuth, { CredentialsSignin, type DefaultSession } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/server/db";
import { isAppError } from "@/server/errors";
import { loginWithPassword, ZLoginInput } from "@/server/auth/login";
import { requestMeta } from "@/server/auth/request-meta";
import { currentCredentialStamp, forgetActor } from "@/server/auth/actor";
import { restampProof, sameHex } from "@/server/auth/crypto";

/** Thrown from authorize when the sign-in rate limit is hit (error code "rate_limited"). */
class RateLimitedSignin extends CredentialsSignin {
  override code = "rate_limited";
}

declare module "next-auth" {
  interface User {
    officeId?: string | null;
    /** The password stamp the session is signed in with (server/auth/actor.ts). */
    stamp?: string | null;
  }
  interface Session {
    user: { id: string; officeId: string | null } & DefaultSession["user"];
    /** Only in an update() payload: the server's proof for re-stamping after a password change. */
    restamp?: string;
  }
}

/** Browser sessions: Auth.js credentials provider with a JWT cookie (ARCHITECTURE §4). */
export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
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
          const stamp = await currentCredentialStamp(getDb(), user.id);
          return {
            id: user.id,
            name: user.name,
            email: user.email,
            officeId: user.officeId,
            stamp,
          };
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
    // Every read of the session checks its password stamp (cached 10 s per user): a session
    // signed in before the password changed, or of a user deactivated or deleted, ends here —
    // Auth.js treats null as signed out. The session that changed the password is re-stamped
    // through `update()` (trigger "update") by the settings action, with a proof only the server
    // can make (a client's own update() call cannot revive an old session).
    async jwt({ token, user, trigger, session }) {
      if (user) {
        token.uid = user.id;
        token.officeId = user.officeId ?? null;
        token.pwd = user.stamp ?? null;
        return token;
      }
      if (typeof token.uid !== "string") return null;
      const proof = (session as { restamp?: unknown } | null | undefined)?.restamp;
      // A re-stamp reads the password row afresh, not the 10-second actor cache.
      if (trigger === "update" && typeof proof === "string") forgetActor(token.uid);
      const stamp = await currentCredentialStamp(getDb(), token.uid);
      if (trigger === "update" && stamp && typeof proof === "string")
        if (sameHex(proof, restampProof(token.uid, stamp))) token.pwd = stamp;
      if (!stamp || token.pwd !== stamp) return null;
      return token;
    },
    session({ session, token }) {
      session.user.id = typeof token.uid === "string" ? token.uid : "";
      session.user.officeId = typeof token.officeId === "string" ? token.officeId : null;
      return session;
    },
  },
});
