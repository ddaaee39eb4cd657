import { actionRoutes } from "@/server/jsonapi/action-route";

export const dynamic = "force-dynamic";
export const { GET, POST, PATCH, DELETE } = actionRoutes("member");
