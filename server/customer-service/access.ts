// Who may use customer service (docs/customer-service.md "Access"): Pusat staff holding the
// permission of the resource (the customer_service role; superadmin always).
import { pusatWith, requirePusatWith } from "@/server/master/access";

export const CS_PERMISSIONS = {
  chatsView: "whatsapp-chats.view",
  chatsCreate: "whatsapp-chats.create",
  chatsUpdate: "whatsapp-chats.update",
  chatsDelete: "whatsapp-chats.delete",
  devicesView: "broadcast-devices.view",
  devicesCreate: "broadcast-devices.create",
  devicesUpdate: "broadcast-devices.update",
  devicesDelete: "broadcast-devices.delete",
  templatesView: "broadcast-templates.view",
  templatesCreate: "broadcast-templates.create",
  templatesUpdate: "broadcast-templates.update",
  templatesDelete: "broadcast-templates.delete",
  broadcastsView: "broadcasts.view",
  broadcastsCreate: "broadcasts.create",
  broadcastsSend: "broadcasts.send",
  patternsView: "response-patterns.view",
  patternsCreate: "response-patterns.create",
  patternsUpdate: "response-patterns.update",
  patternsDelete: "response-patterns.delete",
} as const;

export const csCan = pusatWith;
export const requireCs = requirePusatWith;
