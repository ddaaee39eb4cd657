import { memberRoutes } from "@/server/jsonapi/routes";

export const dynamic = "force-dynamic";
export const { GET, PATCH, DELETE } = memberRoutes;
