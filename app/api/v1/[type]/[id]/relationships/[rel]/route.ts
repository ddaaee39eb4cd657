import { relationshipRoutes } from "@/server/jsonapi/routes";

export const dynamic = "force-dynamic";
export const { GET, PATCH } = relationshipRoutes;
