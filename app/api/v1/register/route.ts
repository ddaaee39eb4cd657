// POST /api/v1/register {name, email, password, password_confirmation}: public self-registration.
import { handle } from "@/server/jsonapi/handle";
import { absoluteUrl, documentResponse } from "@/server/jsonapi/respond";
import { singleDocument } from "@/server/jsonapi/document";
import { bodyAttributes } from "@/server/auth/request-body";
import { requestMeta } from "@/server/auth/request-meta";
import { sessionUserResource } from "@/server/users/get-session-user";
import { registerUser, ZRegisterInput } from "@/server/users/register-user";
import { routeMethods } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";

const post = handle({ auth: "none", body: "json" }, async ({ db, body, request, url }) => {
  const input = ZRegisterInput.parse(bodyAttributes(body));
  const user = await registerUser(db, input, requestMeta(request));
  return documentResponse(
    singleDocument(sessionUserResource(user, url), {
      meta: { message: "Registrasi berhasil, kode verifikasi sudah dikirim ke email anda" },
    }),
    201,
    { Location: absoluteUrl(url, `/api/v1/users/${user.id}`) },
  );
});

// Static route: no params to pass (handle() expects a params promise only on dynamic routes).
function postRoute(request: Request): Promise<Response> {
  return post(request);
}

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: postRoute });
