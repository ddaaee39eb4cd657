import { relatedRoutes } from "@/server/jsonapi/routes";

export const dynamic = "force-dynamic";
export const { GET } = relatedRoutes;
