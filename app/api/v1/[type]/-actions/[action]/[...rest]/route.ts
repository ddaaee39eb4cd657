import { unknownRoute } from "@/server/jsonapi/methods";

export const dynamic = "force-dynamic";
export const { GET, POST, PUT, PATCH, DELETE } = unknownRoute;
