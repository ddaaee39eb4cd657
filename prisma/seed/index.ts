// Demo data (`npm run db:seed`). Idempotent: every row is looked up by its natural key
// (code, email, name) and created only when missing, so a re-run adds nothing and keeps edits.
import { fileURLToPath } from "node:url";
import { createPrismaClient, type Db } from "@/server/prisma-client";
import { hashPassword } from "@/server/auth/password";
import { ensureOfficeWarehouses } from "@/server/offices/ensure-office-warehouses";
import { postStock } from "@/server/stock/post-stock";
import { jakartaMonthRange, jakartaToday } from "@/lib/business-date";
import { OFFICE_CATEGORY } from "./data/access";
import { seedRegions } from "./regions";
import { seedOrders } from "./orders";
import { seedBundles } from "./bundles";
import { seedPayments } from "./payments";
import { seedTopups } from "./topups";
import { seedOrderShipments } from "./order-shipments";
import { seedOrderRoutes } from "./order-routes";
import { seedPurchaseOrders } from "./purchasing";
import { seedBatches, type DemoLot } from "./batches";
import { seedStockMovements } from "./stock-movements";
import { seedReturnedStock } from "./stock-returns";
import { seedDisputes } from "./disputes";
import { seedReturs } from "./returs";
import { backfillJournals } from "@/server/journals/backfill";
import { seedCommission } from "./commission";
import { seedCashbills } from "./cashbills";
import { seedCustomerService } from "./customer-service";
import { DEMO_USERS, PERMISSIONS, ROLES } from "./data/access";
import { flattenMenus, MENUS } from "./data/menus";
import { OFFICE_CATEGORIES, officesInDependencyOrder } from "./data/offices";
import { PRODUCTS, priceFor } from "./data/products";
import {
  AREAS,
  BANKS,
  BUYER_TYPES,
  EDUCATIONS,
  EXPEDITIONS,
  PAYMENT_METHOD_TYPES,
  PRODUCT_CATEGORIES,
  PROFESSIONS,
  SETUPS,
  TOPUP_TYPES,
  UNITS,
} from "./data/reference";

export const DEMO_PASSWORD = "rahasia123";
/** Fixed start of the demo price list, so re-seeding finds the same price rows. */
const PRICE_LIST_FROM = new Date("2023-01-01T00:00:00+07:00");
const OPENING_STOCK: Record<number, number> = { 1: 500, 2: 120, 3: 150, 4: 60, 6: 800 };

type Log = (message: string) => void;

export async function seed(db: Db, log: Log = console.log): Promise<void> {
  const t = Date.now();
  const regions = await seedRegions(db);
  log(
    `regions: ${regions.provinces} provinces, ${regions.cities} cities, ${regions.districts} districts, ${regions.villages} villages (${Date.now() - t} ms)`,
  );

  for (const c of OFFICE_CATEGORIES) {
    await db.officeCategory.upsert({
      where: { id: c.id },
      update: {},
      create: {
        id: c.id,
        name: c.name,
        cashbackJawa: BigInt(c.cashbackJawa),
        cashbackLuarJawa: BigInt(c.cashbackLuarJawa),
        minOrderJawa: BigInt(c.minOrderJawa),
        minOrderLuarJawa: BigInt(c.minOrderLuarJawa),
      },
    });
  }
  await seedReference(db);
  const roleIds = await seedAccess(db);
  await seedMenus(db, roleIds);
  const officeIds = await seedOffices(db);
  await seedUsers(db, officeIds, roleIds);
  await seedProducts(db, officeIds);
  // Periods first: the opening stock is posted through postStock, which needs an open period.
  await seedPeriods(db);
  const lots = await seedBatches(db);
  await seedOpeningStock(db, lots);
  const purchaseOrders = await seedPurchaseOrders(db);
  if (purchaseOrders) log(`purchase orders: ${purchaseOrders} demo orders`);
  const shipments = await seedStockMovements(db);
  if (shipments) log(`stock movements: ${shipments} demo supplier shipments`);
  const orders = await seedOrders(db);
  if (orders) log(`orders: ${orders} demo orders`);
  const cashbills = await seedCashbills(db);
  if (cashbills) log(`cash bills: ${cashbills} cash bills, PBS sales and point additions`);
  const payments = await seedPayments(db);
  if (payments) log(`payments: Pusat's bank account, orders waiting for payment and a paid one`);
  const topups = await seedTopups(db);
  if (topups) log(`top-ups: ${topups} demo top-ups of every kind and state`);
  const orderShipments = await seedOrderShipments(db);
  if (orderShipments) log(`order shipments: ${orderShipments} released orders with shipments`);
  const bundles = await seedBundles(db);
  if (bundles) log(`order bundles: ${bundles} SC/KP reports in every state with their payments`);
  if (await seedOrderRoutes(db))
    log("order routes: KP's second warehouse, expedition and susulan shipments");
  if (await seedDisputes(db)) log("disputes: an open one with a photo and a resolved one");
  const returs = await seedReturs(db);
  if (returs)
    log(`returs: ${returs} demo returs in every state (STK-001, SC-001, KP-001, SUP-001)`);
  // After the orders: RT-DEMO-001's default prices are STK-001's latest paid ones.
  const returned = await seedReturnedStock(db);
  if (returned) log(`returned stock: RT-DEMO-001, ${returned} products in Pusat's retur warehouse`);
  const commissions = await seedCommission(db);
  if (commissions)
    log(`commission: plan v1 and a closed member month with ${commissions} commissions`);
  const csChats = await seedCustomerService(db);
  if (csChats)
    log(
      `customer service: demo device, ${csChats} conversations, templates, patterns, a finished broadcast`,
    );
  // Demo money written past the use cases gets its journals (idempotent; docs/journals.md).
  const journals = await backfillJournals(db);
  log(`journals backfilled: ${JSON.stringify(journals)}`);
  log(`demo data ready (${Date.now() - t} ms)`);
}

async function seedReference(db: Db) {
  for (const e of EDUCATIONS) {
    if (!(await db.education.findFirst({ where: { name: e.name } })))
      await db.education.create({ data: { name: e.name, description: e.description } });
  }
  for (const p of PROFESSIONS) {
    if (!(await db.profession.findFirst({ where: { name: p.name } })))
      await db.profession.create({ data: { name: p.name, description: p.description } });
  }
  for (const b of BANKS)
    await db.bank.upsert({
      where: { code: b.code },
      update: {},
      create: { code: b.code, name: b.name },
    });
  for (const e of EXPEDITIONS)
    await db.expedition.upsert({
      where: { code: e.code },
      update: {},
      create: { code: e.code, name: e.name },
    });
  for (const u of UNITS)
    await db.unit.upsert({
      where: { code: u.code },
      update: {},
      create: { code: u.code, name: u.name },
    });
  for (const c of PRODUCT_CATEGORIES)
    await db.productCategory.upsert({
      where: { code: c.code },
      update: {},
      create: { code: c.code, name: c.name },
    });
  for (const b of BUYER_TYPES)
    await db.buyerType.upsert({
      where: { code: b.code },
      update: {},
      create: { code: b.code, name: b.name },
    });
  for (const x of TOPUP_TYPES)
    await db.topupType.upsert({
      where: { code: x.code },
      update: {},
      create: { code: x.code, name: x.name },
    });
  let order = 0;
  for (const x of PAYMENT_METHOD_TYPES)
    await db.paymentMethodType.upsert({
      where: { code: x.code },
      update: {},
      create: {
        code: x.code,
        name: x.name,
        sortOrder: order++,
        requiresOfficeBank: x.code === "transfer" || x.code === "edc",
      },
    });
  for (const s of SETUPS)
    await db.setup.upsert({
      where: { setupKey: s.key },
      update: {},
      create: { setupKey: s.key, value: s.value, description: s.description, group: s.group },
    });
}

async function seedAccess(db: Db): Promise<Map<string, string>> {
  const permissionIds = new Map<string, string>();
  for (const p of PERMISSIONS) {
    const row = await db.permission.upsert({
      where: { name: p.name },
      update: {},
      create: { name: p.name, description: p.description },
    });
    permissionIds.set(p.name, row.id);
  }
  const roleIds = new Map<string, string>();
  for (const r of ROLES) {
    const role = await db.role.upsert({
      where: { name: r.name },
      update: {},
      create: { name: r.name, label: r.label, description: r.description },
    });
    roleIds.set(r.name, role.id);
    const names = r.permissions === "*" ? PERMISSIONS.map((p) => p.name) : r.permissions;
    await db.rolePermission.createMany({
      data: names.map((n) => {
        const permissionId = permissionIds.get(n);
        if (!permissionId) throw new Error(`role ${r.name}: unknown permission ${n}`);
        return { roleId: role.id, permissionId };
      }),
      skipDuplicates: true,
    });
  }
  return roleIds;
}

async function seedMenus(db: Db, roleIds: Map<string, string>) {
  const ids = new Map<string, string>();
  const links: { roleId: string; menuId: string }[] = [];
  for (const { menu, parentKey, sortOrder } of flattenMenus(MENUS)) {
    const parentId = parentKey ? ids.get(parentKey) : null;
    if (parentKey && !parentId)
      throw new Error(`menu ${menu.key}: parent ${parentKey} not seeded first`);
    const row = await db.menu.upsert({
      where: { key: menu.key },
      update: {},
      create: {
        key: menu.key,
        name: menu.name,
        url: menu.url,
        icon: menu.icon,
        type: menu.type,
        description: menu.description ?? null,
        parentId: parentId ?? null,
        sortOrder,
      },
    });
    ids.set(menu.key, row.id);
    for (const roleName of menu.roles) {
      const roleId = roleIds.get(roleName);
      if (!roleId) throw new Error(`menu ${menu.key}: unknown role ${roleName}`);
      links.push({ roleId, menuId: row.id });
    }
  }
  await db.roleMenu.createMany({ data: links, skipDuplicates: true });
}

async function seedOffices(db: Db): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const banks = new Map((await db.bank.findMany()).map((b) => [b.code, b.id]));
  const educations = new Map((await db.education.findMany()).map((e) => [e.name, e.id]));
  const professions = new Map((await db.profession.findMany()).map((p) => [p.name, p.id]));
  const codes = new Map<string, string>();
  for (const o of officesInDependencyOrder()) {
    codes.set(o.key, o.code);
    const uplineId = o.uplineKey ? ids.get(o.uplineKey) : undefined;
    const existing = await db.office.findUnique({ where: { code: o.code } });
    const office =
      existing ??
      (await db.office.create({
        data: {
          code: o.code,
          name: o.name,
          officeType: o.officeType,
          officeCategoryId: o.officeCategoryId,
          areaId: o.areaId,
          address: o.address,
          postalCode: o.postalCode,
          phone: o.phone,
          email: o.email,
          sex: o.sex,
          maritalStatus: o.maritalStatus,
          ktpNumber: o.ktpNumber,
          npwpNumber: o.npwpNumber,
          npwpName: o.npwpName,
          birthdate: new Date(o.birthdate),
          spouseName: o.spouseName,
          spouseBirthdate: o.spouseBirthdate ? new Date(o.spouseBirthdate) : null,
          devisorName: o.devisorName,
          devisorBirthdate: o.devisorBirthdate ? new Date(o.devisorBirthdate) : null,
          educationId: o.educationName ? (educations.get(o.educationName) ?? null) : null,
          professionId: o.professionName ? (professions.get(o.professionName) ?? null) : null,
          bankId: banks.get(o.bankCode) ?? null,
          bankAccountNumber: o.bankAccountNumber,
          bankAccountName: o.bankAccountName,
          bankBranchName: o.bankBranchName,
          isActive: o.isActive,
          isSuspended: o.isSuspended,
          isKtaNeedDelivery: o.isKtaNeedDelivery,
          officeReferralId: uplineId ?? null,
          // Members: the upline's code as typed on the form, and the branch that registered them.
          referredBy:
            o.officeCategoryId === OFFICE_CATEGORY.MEMBER && o.uplineKey
              ? (codes.get(o.uplineKey) ?? null)
              : null,
          registrarOfficeId: o.registrarKey ? (ids.get(o.registrarKey) ?? null) : null,
          addresses: {
            create: {
              address: o.address,
              provinceId: o.provinceCode,
              cityId: o.cityCode,
              districtId: o.districtCode,
              villageId: o.villageCode,
              postalCode: o.postalCode,
              isPrimary: true,
            },
          },
        },
      }));
    ids.set(o.key, office.id);
    if (uplineId) {
      await db.uplineRelation.upsert({
        where: { officeId_relationType: { officeId: office.id, relationType: "referral" } },
        update: {},
        create: { officeId: office.id, uplineId, relationType: "referral" },
      });
    }
    // The same mechanism as office create/promote: main (and for Pusat retur + damaged).
    await ensureOfficeWarehouses(db, office, o.warehouse ? { main: o.warehouse.name } : {});
  }
  // Member numbers continue after the seeded members (member_code_seq, create-member.ts).
  await db.$queryRaw`
    SELECT setval('member_code_seq', x.m) FROM (
      SELECT max(substring(code FROM 4)::int) AS m FROM offices WHERE code ~ '^MU-[0-9]{7}$'
    ) x
    WHERE x.m IS NOT NULL
      AND x.m > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END
                 FROM member_code_seq)`;
  return ids;
}

async function seedUsers(db: Db, officeIds: Map<string, string>, roleIds: Map<string, string>) {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const officeId = officeIds.get(u.officeKey);
    if (!officeId) throw new Error(`user ${u.email}: unknown office ${u.officeKey}`);
    const user = await db.user.upsert({
      where: { email: u.email },
      update: {},
      create: {
        email: u.email,
        name: u.name,
        passwordHash: hash,
        officeId,
        currentRoleId: roleIds.get(u.currentRole) ?? null,
        emailVerifiedAt: new Date("2023-01-01T00:00:00Z"),
      },
    });
    await db.userRole.createMany({
      data: u.roles.map((r) => {
        const roleId = roleIds.get(r);
        if (!roleId) throw new Error(`user ${u.email}: unknown role ${r}`);
        return { userId: user.id, roleId };
      }),
      skipDuplicates: true,
    });
  }
}

async function seedProducts(db: Db, officeIds: Map<string, string>) {
  const categories = new Map((await db.productCategory.findMany()).map((c) => [c.code, c.id]));
  const units = new Map((await db.unit.findMany()).map((u) => [u.code, u.id]));
  const buyerTypes = await db.buyerType.findMany();
  const pusatId = officeIds.get("pusat") ?? null;
  const prices: {
    productId: string;
    areaId: number;
    buyerTypeId: string;
    price: bigint;
    retailPrice: bigint;
    validFrom: Date;
  }[] = [];
  for (const p of PRODUCTS) {
    const product = await db.product.upsert({
      where: { code: p.code },
      update: {},
      create: {
        code: p.code,
        name: p.name,
        productCategoryId: categories.get(p.categoryCode) ?? null,
        unitId: units.get(p.unitCode) ?? null,
        officeId: pusatId,
        weight: p.weightGrams,
        point: BigInt(p.point),
        bonusValue: BigInt(p.bonusValue),
        purchasePrice: BigInt(Math.round((p.basePrice * 0.55) / 100) * 100),
        isPromo: p.isPromo ?? false,
        qrCode: p.code,
      },
    });
    for (const area of AREAS) {
      for (const bt of buyerTypes) {
        prices.push({
          productId: product.id,
          areaId: area.id,
          buyerTypeId: bt.id,
          price: BigInt(priceFor(p.basePrice, area.id, bt.code)),
          retailPrice: BigInt(priceFor(p.basePrice, area.id, "konsumen")),
          validFrom: PRICE_LIST_FROM,
        });
      }
    }
  }
  await db.productPrice.createMany({ data: prices, skipDuplicates: true });
}

/**
 * Opening stock of the demo offices' main warehouses, posted through the ledger (postStock). The
 * units of the demo lots just created (prisma/seed/batches.ts) are posted as batched lines, the
 * rest unbatched, so the lots come out of the opening stock rather than on top of it.
 */
async function seedOpeningStock(db: Db, lots: Map<string, DemoLot[]>) {
  // Sellable stock of the demo offices and products only: retur and damaged warehouses start
  // empty, and offices created later (with their warehouses) get no demo stock on a re-seed.
  const warehouses = await db.warehouse.findMany({
    where: {
      type: "main",
      office: { code: { in: officesInDependencyOrder().map((o) => o.code) } },
    },
    include: { office: true },
  });
  // The demo products only: products created later (by people or tests) get no demo stock either.
  const products = await db.product.findMany({
    where: { code: { in: PRODUCTS.map((p) => p.code) } },
    select: { id: true },
  });
  for (const w of warehouses) {
    const qty = OPENING_STOCK[w.office.officeCategoryId] ?? 0;
    if (qty === 0) continue;
    const existing = new Set(
      (await db.stock.findMany({ where: { warehouseId: w.id }, select: { productId: true } })).map(
        (s) => s.productId,
      ),
    );
    const missing = products.filter((p) => !existing.has(p.id));
    if (missing.length === 0) continue;
    await db.$transaction((tx) =>
      postStock(
        tx,
        {
          businessDate: jakartaToday(),
          lines: missing.flatMap((p) => {
            const own = lots.get(`${w.id}:${p.id}`) ?? [];
            const batched = own.reduce((n, l) => n + l.units, 0);
            const opening = {
              warehouseId: w.id,
              productId: p.id,
              type: "opening" as const,
              sourceType: "warehouses",
              sourceId: w.id,
            };
            return [
              ...own.map((l) => ({
                ...opening,
                batchId: l.batchId,
                quantity: l.units,
                description: `Stok awal batch ${l.code} (data demo)`,
              })),
              { ...opening, quantity: qty - batched, description: "Stok awal (data demo)" },
            ].filter((l) => l.quantity > 0);
          }),
        },
        { userId: null },
      ),
    );
  }
}

const MONTHS = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
];

/**
 * An accounting period and a member period covering today and tomorrow (Jakarta business dates,
 * the dates postings are checked against), where no period covers them: the Jakarta month of
 * each, open. So on a month's last day the next month's periods already exist, and a posting
 * made after Jakarta midnight (before the nightly close has run, or during a long test run that
 * crosses it) lands in its own period instead of being refused for want of one.
 */
async function seedPeriods(db: Db) {
  const now = new Date();
  for (const at of [now, new Date(now.getTime() + 86_400_000)]) {
    const day = jakartaToday(at);
    const { start, end } = jakartaMonthRange(at);
    const name = `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
    const covers = { startDate: { lte: day }, endDate: { gte: day } };
    if (!(await db.period.findFirst({ where: covers }))) {
      await db.period.upsert({
        where: { name },
        update: {},
        create: { name, startDate: start, endDate: end, status: "open" },
      });
    }
    if (!(await db.memberPeriod.findFirst({ where: covers }))) {
      await db.memberPeriod.upsert({
        where: { name },
        update: {},
        create: { name, startDate: start, endDate: end, status: "open", isBonusPeriod: false },
      });
    }
  }
}

// Run as a script: `npm run db:seed` (DATABASE_URL from the environment or .env).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.env.DATABASE_URL) {
    try {
      process.loadEnvFile(".env");
    } catch {
      // no .env
    }
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("DATABASE_URL is not set (npm start sets it for the embedded database).");
    process.exit(1);
  }
  const db = createPrismaClient(url, 4);
  seed(db)
    .then(() => db.$disconnect())
    .catch(async (error: unknown) => {
      console.error(error);
      await db.$disconnect();
      process.exit(1);
    });
}
