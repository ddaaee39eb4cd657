// Account actions of SPEC §7 "Auth and account" on the `users` type:
//   GET   users/-actions/me
//   PATCH users/{id}/-actions/update-password | update-email | verify-email
//   POST  users/{id}/-actions/uploadAvatar (multipart)
// Thin adapters: parse, call the use case in server/users/, render.
import type { ActionDef } from "@/server/jsonapi/actions";
import { singleDocument, metaDocument } from "@/server/jsonapi/document";
import { documentResponse } from "@/server/jsonapi/respond";
import { getSessionUser, sessionUserResource } from "@/server/users/get-session-user";
import {
  updatePassword,
  ZUpdatePasswordInput,
  PASSWORD_UPDATED,
} from "@/server/users/update-password";
import { updateEmail, ZUpdateEmailInput } from "@/server/users/update-email";
import { verifyEmail, ZVerifyEmailInput } from "@/server/users/verify-email";
import { uploadAvatar, AVATAR_UPDATED } from "@/server/users/upload-avatar";
import { bearerToken } from "./actor";
import { bodyAttributes } from "./request-body";
import { requestMeta } from "./request-meta";
import { verifyAccessTokenClaims } from "./tokens";

async function callerFamilyId(request: Request): Promise<string | null> {
  const token = bearerToken(request);
  return token ? ((await verifyAccessTokenClaims(token))?.familyId ?? null) : null;
}

export const authActions: ActionDef[] = [
  {
    type: "users",
    name: "me",
    scope: "collection",
    methods: ["GET"],
    auth: "required",
    async run({ db, url, requireActor }) {
      const user = await getSessionUser(db, requireActor().userId);
      return documentResponse(singleDocument(sessionUserResource(user, url)));
    },
  },
  {
    type: "users",
    name: "update-password",
    scope: "member",
    methods: ["PATCH"],
    auth: "required",
    body: "json",
    async run({ db, id, body, request, requireActor }) {
      const actor = requireActor();
      const input = ZUpdatePasswordInput.parse(bodyAttributes(body));
      await updatePassword(
        db,
        { ...input, userId: id ?? "", keepFamilyId: await callerFamilyId(request) },
        actor,
        requestMeta(request),
      );
      return documentResponse(metaDocument({ message: PASSWORD_UPDATED }));
    },
  },
  {
    type: "users",
    name: "update-email",
    scope: "member",
    methods: ["PATCH"],
    auth: "required",
    body: "json",
    async run({ db, id, body, request, url, requireActor }) {
      const actor = requireActor();
      const input = ZUpdateEmailInput.parse(bodyAttributes(body));
      const user = await updateEmail(
        db,
        { ...input, userId: id ?? "" },
        actor,
        requestMeta(request),
      );
      const resource = sessionUserResource(user, url);
      // SPEC §7: "response has email" — the address waiting for verification.
      resource.attributes = {
        ...resource.attributes,
        email: user.pendingEmail,
        current_email: user.email,
      };
      return documentResponse(
        singleDocument(resource, {
          meta: { message: "Kode verifikasi sudah dikirim ke email baru anda" },
        }),
      );
    },
  },
  {
    type: "users",
    name: "verify-email",
    scope: "member",
    methods: ["PATCH"],
    auth: "required",
    body: "json",
    async run({ db, id, body, request, url, requireActor }) {
      const actor = requireActor();
      const input = ZVerifyEmailInput.parse(bodyAttributes(body));
      const { user, message } = await verifyEmail(
        db,
        { ...input, userId: id ?? "" },
        actor,
        requestMeta(request),
      );
      return documentResponse(
        singleDocument(sessionUserResource(user, url), { meta: { message } }),
      );
    },
  },
  {
    type: "users",
    name: "uploadAvatar",
    scope: "member",
    methods: ["POST"],
    auth: "required",
    body: "multipart",
    async run({ db, id, form, url, requireActor }) {
      const actor = requireActor();
      const user = await uploadAvatar(
        db,
        { userId: id ?? "", avatar: form?.get("avatar") ?? null },
        actor,
      );
      return documentResponse(
        singleDocument(sessionUserResource(user, url), { meta: { message: AVATAR_UPDATED } }),
      );
    },
  },
];
