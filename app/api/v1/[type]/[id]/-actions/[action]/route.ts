import { routeMethods } from "@/server/jsonapi/methods";
import { actionRoutes } from "@/server/jsonapi/action-route";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods(actionRoutes("member"));
