// The `notifications` resource (SPEC §3, §7): the caller's own notifications only; another
// user's notification is a 404. Navbar: page[size]=10, sort -createdAt, filter[is_read]=false.
// Notification page: page[size]=5, sort null_read_at,-createdAt (unread first).
import { AppError } from "@/server/errors";
import { attr, eqFilter } from "@/server/jsonapi/define";
import { defineResource, type Row } from "@/server/jsonapi/resource";
import { updateNotification, ZUpdateNotificationInput } from "./update-notification";

const isRead = (row: Row) => row.readAt !== null && row.readAt !== undefined;

export const notifications = defineResource({
  type: "notifications",
  model: "notification",
  idKind: "uuid",
  attributes: {
    name: attr("name", "string", { sortable: true }),
    message: attr("message"),
    url: attr("url"),
    createdAt: attr("createdAt", "datetime", { sortable: true }),
    readAt: attr("readAt", "datetime", { sortable: true, writable: true }),
    is_read: attr("readAt", "boolean", { get: isRead }),
    // Sort key "unread first": `null_read_at` puts notifications without readAt first, then the
    // read ones, most recently read first; `-null_read_at` is the reverse. Its value is
    // true while the notification is unread (readAt is null).
    null_read_at: attr("readAt", "boolean", {
      get: (row) => !isRead(row),
      sortable: true,
      order: (desc) =>
        desc
          ? { readAt: { sort: "asc", nulls: "last" } }
          : { readAt: { sort: "desc", nulls: "first" } },
    }),
  },
  filters: {
    is_read: (value) => {
      const v = value.trim().toLowerCase();
      if (!["true", "false", "1", "0"].includes(v))
        throw AppError.badRequest("filter[is_read] harus true atau false", {
          parameter: "filter[is_read]",
        });
      return v === "true" || v === "1" ? { readAt: { not: null } } : { readAt: null };
    },
    url: eqFilter("url"),
  },
  search: ["name", "message"],
  defaultSort: "-createdAt",
  pageSize: { default: 10, max: 50 },
  access: {
    read: { permission: "notifications.view" },
    update: { permission: "notifications.update" },
  },
  scope: (actor) => ({ userId: actor.userId }),
  update: {
    schema: ZUpdateNotificationInput,
    run: async ({ db, actor }, id, input) => {
      await updateNotification(db, actor, String(id), ZUpdateNotificationInput.parse(input));
    },
  },
});

export const notificationResources = [notifications];
