// POST member-pins/{id}/-actions/send: 'Kirim PIN' (send-member-pin.ts). Answers 200 with the
// member-pins resource (never the PIN) and meta.whatsapp_log {id, status}; 404 unknown member,
// 422 no phone / no user, 429 re-sent too soon, 403 without the permission.
import type { ActionDef } from "@/server/jsonapi/actions";
import { documentResponse } from "@/server/jsonapi/respond";
import { checkAccess } from "@/server/jsonapi/engine";
import { memberPins } from "./resources";
import { sendMemberPin } from "./send-member-pin";

export const whatsappActions: ActionDef[] = [
  {
    type: "member-pins",
    name: "send",
    scope: "member",
    methods: ["POST"],
    auth: "required",
    async run(ctx) {
      const actor = ctx.requireActor();
      checkAccess(memberPins.access.read, actor, "read");
      const engine = ctx.engine;
      const row = await engine.findVisible(
        { db: ctx.db, actor, url: ctx.url },
        memberPins,
        ctx.id ?? "",
      );
      const log = await sendMemberPin(ctx.db, { officeId: String(row.id) }, actor);
      const doc = await engine.read(
        { db: ctx.db, actor, url: ctx.url },
        "member-pins",
        String(row.id),
      );
      return documentResponse({
        ...doc,
        meta: { whatsapp_log: { id: log.id, status: log.status } },
      });
    },
  },
];
