// The `auth-tokens` resource answered by POST login and POST refresh-token (docs/api-auth.md).
import type { ResourceObject } from "@/server/jsonapi/document";
import type { IssuedTokens } from "./refresh-tokens";

export function authTokensResource(
  t: IssuedTokens,
  clientMinVersion: string | null,
): ResourceObject {
  return {
    type: "auth-tokens",
    id: t.refreshTokenId,
    attributes: {
      token: t.accessToken,
      refresh_token: t.refreshToken,
      token_type: "Bearer",
      expires_in: t.expiresIn,
      client_min_version: clientMinVersion,
    },
    relationships: { user: { data: { type: "users", id: t.userId } } },
  };
}
