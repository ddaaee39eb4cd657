// The minimal setup variant (SPEC §2: "/setup with one tab, Metode Pembayaran") at
// /stockist/setup, /stockist-center/admin/setup, /kantor-pelayanan/setup and /gudang/setup: which
// payment method types an office accepts. Stored as the setup key
// `office_payment_method_types:<office uuid>` (value: comma-separated payment method type codes);
// without the key an office accepts every active type. docs/admin-setup.md explains the choice.
import type { Db } from "@/server/prisma-client";
import { hasPermission, isPusat, OFFICE_CATEGORY, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { TOfficePaymentMethodsInput } from "@/lib/schemas/setup";

export const OFFICE_PAYMENT_METHODS_PREFIX = "office_payment_method_types:";

/** Offices that have the 'Metode Pembayaran' setup (the menus of SPEC §2 list it for them). */
const OFFICES_WITH_SETUP = new Set<number>([
  OFFICE_CATEGORY.PUSAT,
  OFFICE_CATEGORY.KANTOR_PELAYANAN,
  OFFICE_CATEGORY.STOCKIST_CENTER,
  OFFICE_CATEGORY.STOCKIST,
]);

export interface OfficePaymentMethods {
  officeId: string;
  /** Every active payment method type, in display order. */
  types: {
    id: string;
    code: string;
    name: string;
    description: string | null;
    requiresOfficeBank: boolean;
  }[];
  /** Codes this office accepts. */
  active: string[];
  /** False while the office never saved its choice (then every type is accepted). */
  customized: boolean;
}

/**
 * The office whose setting the caller reads or writes: Pusat staff with setups.view/update may
 * name any office (default: their own); KP, SC and Stockist users only their own office.
 */
function targetOffice(actor: Actor, officeId: string | undefined, write: boolean): string {
  const own = actor.officeId;
  if (isPusat(actor) && hasPermission(actor, write ? "setups.update" : "setups.view")) {
    const id = officeId ?? own;
    if (!id)
      throw AppError.validation([
        { detail: "Kantor wajib dipilih", source: { pointer: "/data/attributes/office_id" } },
      ]);
    return id;
  }
  if (
    !own ||
    actor.officeCategoryId === null ||
    !OFFICES_WITH_SETUP.has(actor.officeCategoryId) ||
    isPusat(actor)
  )
    throw AppError.forbidden();
  if (officeId && officeId !== own)
    throw AppError.forbidden("Anda hanya dapat mengatur kantor anda sendiri");
  return own;
}

export async function getOfficePaymentMethods(
  db: Db,
  input: { office_id?: string },
  actor: Actor,
): Promise<OfficePaymentMethods> {
  const officeId = targetOffice(actor, input.office_id, false);
  const office = await db.office.findFirst({
    where: { id: officeId, deletedAt: null },
    select: { id: true },
  });
  if (!office) throw AppError.notFound("Kantor tidak ditemukan");
  return loadOfficePaymentMethods(db, officeId);
}

async function loadOfficePaymentMethods(db: Db, officeId: string): Promise<OfficePaymentMethods> {
  const [types, row] = await Promise.all([
    db.paymentMethodType.findMany({
      where: { isActive: true },
      orderBy: [{ sortOrder: "asc" }, { code: "asc" }],
      select: { id: true, code: true, name: true, description: true, requiresOfficeBank: true },
    }),
    db.setup.findUnique({ where: { setupKey: `${OFFICE_PAYMENT_METHODS_PREFIX}${officeId}` } }),
  ]);
  const codes = new Set(types.map((t) => t.code));
  const active = row
    ? row.value
        .split(",")
        .map((c) => c.trim())
        .filter((c) => codes.has(c))
    : types.map((t) => t.code);
  return { officeId, types, active, customized: row !== null };
}

export async function setOfficePaymentMethods(
  db: Db,
  input: TOfficePaymentMethodsInput,
  actor: Actor,
): Promise<OfficePaymentMethods> {
  const officeId = targetOffice(actor, input.office_id, true);
  const office = await db.office.findFirst({
    where: { id: officeId, deletedAt: null },
    select: { id: true, name: true },
  });
  if (!office) throw AppError.notFound("Kantor tidak ditemukan");
  const wanted = [...new Set(input.payment_method_types)];
  const known = await db.paymentMethodType.findMany({
    where: { code: { in: wanted }, isActive: true },
    select: { code: true, sortOrder: true },
    orderBy: [{ sortOrder: "asc" }, { code: "asc" }],
  });
  if (known.length !== wanted.length) {
    const missing = wanted.filter((c) => !known.some((k) => k.code === c));
    throw AppError.validation([
      {
        detail: `Metode pembayaran tidak dikenal: ${missing.join(", ")}`,
        source: { pointer: "/data/attributes/payment_method_types" },
      },
    ]);
  }
  const key = `${OFFICE_PAYMENT_METHODS_PREFIX}${officeId}`;
  const value = known.map((k) => k.code).join(",");
  await db.setup.upsert({
    where: { setupKey: key },
    update: { value },
    create: {
      setupKey: key,
      value,
      group: "metode_pembayaran",
      description: `Metode pembayaran yang diterima ${office.name}`,
    },
  });
  return loadOfficePaymentMethods(db, officeId);
}

/**
 * `offices/{id}/payment-method-types` (SPEC §7): the active payment method type ids each office
 * accepts, in one query per kind whatever the number of offices (includes of a list).
 */
export async function acceptedPaymentMethodTypeIds(
  db: Db,
  officeIds: unknown[],
): Promise<Map<unknown, unknown[]>> {
  const ids = officeIds.map(String);
  const [types, rows] = await Promise.all([
    db.paymentMethodType.findMany({ where: { isActive: true }, select: { id: true, code: true } }),
    db.setup.findMany({
      where: { setupKey: { in: ids.map((id) => `${OFFICE_PAYMENT_METHODS_PREFIX}${id}`) } },
      select: { setupKey: true, value: true },
    }),
  ]);
  const chosen = new Map(
    rows.map((r) => [
      r.setupKey.slice(OFFICE_PAYMENT_METHODS_PREFIX.length),
      new Set(r.value.split(",").map((c) => c.trim())),
    ]),
  );
  return new Map(
    ids.map((id) => {
      const codes = chosen.get(id);
      return [id, types.filter((t) => !codes || codes.has(t.code)).map((t) => t.id)];
    }),
  );
}
