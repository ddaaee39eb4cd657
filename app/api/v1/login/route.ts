// POST /api/v1/login {email, password}: email = an email or an office code (docs/api-auth.md).
import { handle } from "@/server/jsonapi/handle";
import { documentResponse } from "@/server/jsonapi/respond";
import { singleDocument } from "@/server/jsonapi/document";
import { loginWithPassword, ZLoginInput } from "@/server/auth/login";
import { issueAuthTokens } from "@/server/auth/refresh-tokens";
import { authTokensResource } from "@/server/auth/auth-tokens-resource";
import { bodyAttributes } from "@/server/auth/request-body";
import { requestMeta } from "@/server/auth/request-meta";
import { getSessionUser, sessionUserResource } from "@/server/users/get-session-user";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

const post = handle({ auth: "none", body: "json" }, async ({ db, body, request, url }) => {
  const input = ZLoginInput.parse(bodyAttributes(body));
  const meta = requestMeta(request);
  const user = await loginWithPassword(db, input, meta);
  const tokens = await issueAuthTokens(db, user.id, meta);
  const session = await getSessionUser(db, user.id);
  return documentResponse(
    singleDocument(authTokensResource(tokens, session.clientMinVersion), {
      included: [sessionUserResource(session, url)],
    }),
  );
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
