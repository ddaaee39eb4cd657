import { apiRoutes } from "@/server/jsonapi/dispatch";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = apiRoutes.unknown;
