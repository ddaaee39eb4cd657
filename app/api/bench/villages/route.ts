import { baselineVillages, benchEnabled } from "@/server/bench/baseline";
import { AppError } from "@/server/errors";
import { documentResponse, errorResponse } from "@/server/jsonapi/respond";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  try {
    if (!benchEnabled()) throw AppError.notFound();
    return documentResponse(await baselineVillages(request));
  } catch (error) {
    return errorResponse(error);
  }
}
