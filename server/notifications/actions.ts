// Custom actions of SPEC §7 "Notifications":
//   POST notifications/-actions/read-all           -> meta {count, message}
//   POST notifications/-actions/read-all-by-url    body {url} (JSON or JSON:API) -> meta {count, message}
import type { ActionDef } from "@/server/jsonapi/actions";
import { metaDocument } from "@/server/jsonapi/document";
import { documentResponse } from "@/server/jsonapi/respond";
import { requirePermission } from "@/server/auth/actor";
import { bodyAttributes } from "@/server/auth/request-body";
import { readAllNotifications } from "./read-all-notifications";
import { readNotificationsByUrl, ZReadNotificationsByUrlInput } from "./read-notifications-by-url";

export const notificationActions: ActionDef[] = [
  {
    type: "notifications",
    name: "read-all",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    async run({ db, requireActor }) {
      const actor = requireActor();
      requirePermission(actor, "notifications.update");
      const { count } = await readAllNotifications(db, actor);
      return documentResponse(
        metaDocument({ count, message: "Semua notifikasi ditandai sudah dibaca" }),
      );
    },
  },
  {
    type: "notifications",
    name: "read-all-by-url",
    scope: "collection",
    methods: ["POST"],
    auth: "required",
    body: "json",
    async run({ db, body, requireActor }) {
      const actor = requireActor();
      requirePermission(actor, "notifications.update");
      const input = ZReadNotificationsByUrlInput.parse(bodyAttributes(body));
      const { count } = await readNotificationsByUrl(db, actor, input);
      return documentResponse(metaDocument({ count, message: "Notifikasi ditandai sudah dibaca" }));
    },
  },
];
