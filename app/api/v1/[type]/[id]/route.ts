import { routeMethods } from "@/server/jsonapi/methods";
import { memberRoutes } from "@/server/jsonapi/routes";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods(memberRoutes);
