// GET offices/-actions/downloadMitra (SPEC §7; its semantics are not shown there): the member list
// screen's "Download" — the members the caller MANAGES (member-scope.ts, narrower than exportMitra's
// office scope), filtered like the screen (search, active, suspended, area), as the same CSV as
// exportMitra. Allowed to holders of offices.export (head office) and to registrar offices
// (offices.create-member: Stockist, SC, KP) for their own members.
import type { Db } from "@/server/prisma-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { hasPermission, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { mitraCsv } from "./export-mitra";
import { memberScope } from "./member-scope";

export interface DownloadMitraInput {
  search?: string | null;
  isActive?: boolean | null;
  isSuspended?: boolean | null;
  areaId?: number | null;
}

export function canDownloadMitra(actor: Actor): boolean {
  return (
    actor.isSuperadmin ||
    hasPermission(actor, "offices.export") ||
    hasPermission(actor, "offices.create-member")
  );
}

/** `filter[x]` of the request as typed input; malformed values are a 400. */
export function downloadMitraInput(params: URLSearchParams): DownloadMitraInput {
  const bool = (name: string): boolean | null => {
    const v = params.get(`filter[${name}]`);
    if (v === null || v === "") return null;
    if (v === "true" || v === "1") return true;
    if (v === "false" || v === "0") return false;
    throw AppError.badRequest(`filter[${name}] harus true atau false`, {
      parameter: `filter[${name}]`,
    });
  };
  const area = params.get("filter[area_id]");
  if (area !== null && area !== "" && !/^[0-4]$/.test(area))
    throw AppError.badRequest("filter[area_id] harus angka 0-4", { parameter: "filter[area_id]" });
  return {
    search: params.get("filter[search]"),
    isActive: bool("is_active"),
    isSuspended: bool("is_suspended"),
    areaId: area ? Number(area) : null,
  };
}

export async function downloadMitra(
  db: Db,
  input: DownloadMitraInput,
  actor: Actor,
): Promise<string> {
  if (!canDownloadMitra(actor)) throw AppError.forbidden();
  const term = input.search?.trim();
  const and: Prisma.OfficeWhereInput[] = [memberScope(actor)];
  if (term)
    and.push({
      OR: [
        { code: { contains: term, mode: "insensitive" } },
        { name: { contains: term, mode: "insensitive" } },
        { phone: { contains: term, mode: "insensitive" } },
        { ktpNumber: { contains: term } },
      ],
    });
  if (input.isActive !== null && input.isActive !== undefined)
    and.push({ isActive: input.isActive });
  if (input.isSuspended !== null && input.isSuspended !== undefined)
    and.push({ isSuspended: input.isSuspended });
  if (input.areaId !== null && input.areaId !== undefined) and.push({ areaId: input.areaId });

  return mitraCsv(db, { AND: and }, actor);
}
