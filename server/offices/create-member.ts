// Registering a Mitra Usaha (SPEC §2 "Member create/edit form", §4): one transaction creates the
// office (type member, not suspended, code 'MU-' + 7 digits), its structured address (the price
// area comes from the city) and the referral upline relation. Both `POST offices` with office
// category 5 and `POST offices/{id}/-actions/createMember` call this use case.
import type { Db } from "@/server/prisma-client";
import type { Prisma } from "@/server/generated/prisma/client";
import { hasPermission, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { recordStatusChange } from "@/server/history/document-history";
import {
  NIK_TAKEN,
  REQUIRED,
  UPLINE_NOT_FOUND,
  ZCreateMemberInput,
  type TCreateMemberInput,
} from "@/lib/schemas/master";
import { assertOfficeReferences, invalidAt, resolveAddressRegion } from "./checks";

/** Office categories whose staff may register members (Pusat, KP, SC, Stockist). */
const REGISTRARS = new Set<number>([
  OFFICE_CATEGORY.PUSAT,
  OFFICE_CATEGORY.KANTOR_PELAYANAN,
  OFFICE_CATEGORY.STOCKIST_CENTER,
  OFFICE_CATEGORY.STOCKIST,
]);

/** Serialises code generation and the NIK check across concurrent registrations. */
const MEMBER_CODE_LOCK = 5_265_001;

export function canCreateMember(actor: Actor): boolean {
  if (actor.isSuperadmin) return true;
  return (
    hasPermission(actor, "offices.create-member") &&
    actor.officeCategoryId !== null &&
    REGISTRARS.has(actor.officeCategoryId)
  );
}

/** Rules of the member form beyond its schema, shared by create and update (SPEC §2, §4). */
export function assertMemberRules(v: TCreateMemberInput, actor: Actor): void {
  if (v["office-category"] !== undefined && v["office-category"] !== OFFICE_CATEGORY.MEMBER)
    throw invalidAt("/data/relationships/office-category", "Kategori kantor harus Member");
  // Sex and marital status are not asked in the Kantor Pelayanan view of the form (SPEC §2).
  if (actor.officeCategoryId !== OFFICE_CATEGORY.KANTOR_PELAYANAN) {
    if (!v.sex) throw invalidAt("/data/attributes/sex", REQUIRED);
    if (!v.marital_status) throw invalidAt("/data/attributes/marital_status", REQUIRED);
  }
}

/** The referral upline named by its code: an existing member office, else 422 at referal/no_upline. */
export async function findUpline(db: Db, code: string): Promise<{ id: string; code: string }> {
  const upline = await db.office.findFirst({
    where: {
      code: { equals: code, mode: "insensitive" },
      officeCategoryId: OFFICE_CATEGORY.MEMBER,
      deletedAt: null,
    },
    select: { id: true, code: true },
  });
  if (!upline) throw invalidAt("/data/attributes/referal/no_upline", UPLINE_NOT_FOUND);
  return upline;
}

/** Serialises member registrations and NIK changes (transaction-scoped advisory lock). */
export async function lockMemberRegistry(tx: Pick<Db, "$queryRaw">): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS ok FROM (SELECT pg_advisory_xact_lock(${MEMBER_CODE_LOCK}::bigint)) AS l`;
}

export const memberDate = (s: string | null | undefined) => (s ? new Date(`${s}T00:00:00Z`) : null);

/** The office columns the member form writes, on create and on update. */
export function memberColumns(v: TCreateMemberInput, areaId: number, uplineId: string) {
  return {
    name: v.name,
    areaId,
    address: v.address,
    postalCode: v.postal_code,
    phone: v.phone,
    email: v.email,
    sex: v.sex ?? null,
    maritalStatus: v.marital_status ?? null,
    ktpNumber: v.ktp_number,
    npwpNumber: v.npwp_number,
    npwpName: v.npwp_name,
    birthdate: memberDate(v.birthdate),
    spouseName: v.spouse_name ?? null,
    spouseBirthdate: memberDate(v.spouse_birthdate),
    devisorName: v.devisor_name,
    devisorBirthdate: memberDate(v.devisor_birthdate),
    educationId: v.education,
    professionId: v.profession,
    bankId: v.bank,
    bankAccountNumber: v.bank_account_number,
    bankAccountName: v.bank_account_name,
    bankBranchName: v.bank_branch_name,
    isKtaNeedDelivery: v.is_kta_need_delivery,
    officeReferralId: uplineId,
  } satisfies Prisma.OfficeUncheckedUpdateInput;
}

export const MEMBER_CODES_EXHAUSTED = "Nomor Mitra Usaha sudah habis";

export function memberCode(n: number): string {
  return `MU-${String(n).padStart(7, "0")}`;
}

/**
 * The next free member number from the sequence member_code_seq (migration 20261125110000): no
 * edit of an office code can move it. A number already taken (a row seeded or renamed to it) is
 * skipped. Runs in the registration's transaction, under the member registry lock.
 */
export async function nextMemberCode(tx: Pick<Db, "$queryRaw">): Promise<string> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    let n: number;
    try {
      const [row] = await tx.$queryRaw<
        { n: number }[]
      >`SELECT nextval('member_code_seq')::int AS n`;
      n = row?.n ?? 0;
    } catch (error) {
      // 2200H sequence_generator_limit_exceeded: MU-9999999 was handed out.
      if (String(error).includes("maximum value"))
        throw new AppError("INTERNAL", MEMBER_CODES_EXHAUSTED);
      throw error;
    }
    const code = memberCode(n);
    const [taken] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM offices WHERE lower(code) = lower(${code}) LIMIT 1`;
    if (!taken) return code;
  }
  throw new AppError("INTERNAL", MEMBER_CODES_EXHAUSTED);
}

/**
 * Registers a member for `registrarOfficeId` (the office in the createMember URL, or the actor's
 * own office for POST offices): that office manages the member's record from then on.
 */
export async function createMember(
  db: Db,
  input: TCreateMemberInput,
  actor: Actor,
  registrarOfficeId: string | null,
): Promise<string> {
  if (!canCreateMember(actor)) throw AppError.forbidden();
  const v = ZCreateMemberInput.parse(input);
  assertMemberRules(v, actor);
  await assertOfficeReferences(db, v);
  const { areaId } = await resolveAddressRegion(db, v.address_details);
  const upline = await findUpline(db, v.referal.no_upline);
  if (registrarOfficeId !== null) {
    const registrar = await db.office.findUnique({
      where: { id: registrarOfficeId },
      select: { officeCategoryId: true },
    });
    if (!registrar || !REGISTRARS.has(registrar.officeCategoryId))
      throw AppError.forbidden(
        "Mitra Usaha hanya dapat didaftarkan oleh Pusat, Kantor Pelayanan, Stockist Center atau Stockist",
      );
  }

  return db.$transaction(async (tx) => {
    await lockMemberRegistry(tx);
    const sameNik = await tx.office.findFirst({
      where: { ktpNumber: v.ktp_number, deletedAt: null },
      select: { id: true },
    });
    if (sameNik) throw AppError.conflict(NIK_TAKEN, { pointer: "/data/attributes/ktp_number" });
    const code = await nextMemberCode(tx);
    const office = await tx.office.create({
      data: {
        code,
        ...memberColumns(v, areaId, upline.id),
        officeType: "member",
        officeCategoryId: OFFICE_CATEGORY.MEMBER,
        isSuspended: false,
        isActive: true,
        referredBy: upline.code,
        registrarOfficeId,
        createdById: actor.userId,
      },
      select: { id: true },
    });
    await tx.officeAddress.create({
      data: {
        officeId: office.id,
        address: v.address,
        provinceId: v.address_details.province_id,
        cityId: v.address_details.city_id,
        districtId: v.address_details.district_id,
        villageId: v.address_details.village_id,
        postalCode: v.postal_code,
        isPrimary: true,
      },
    });
    await tx.uplineRelation.create({
      data: { officeId: office.id, uplineId: upline.id, relationType: "referral" },
    });
    // The registration is the member's first recorded state (the Bonus tools record the others).
    await recordStatusChange(tx, "offices", office.id, {
      from: null,
      to: "active",
      action: "create-member",
      userId: actor.userId,
    });
    return office.id;
  });
}
