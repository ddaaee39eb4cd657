// The session user of SPEC §3 (GET users/-actions/me, and `included` of POST login): the user,
// the office, roles and permissions, the current period and a few dashboard counts.
// One SQL statement (scalar subqueries), whatever the number of roles and permissions.
import "server-only";
import type { PeriodSummary, SessionUser } from "@/lib/session-user";
import { AppError } from "@/server/errors";
import type { DbClient } from "@/server/auth/db-client";
import { OFFICE_CATEGORY } from "@/server/auth/actor";
import type { ResourceObject } from "@/server/jsonapi/document";
import { absoluteUrl } from "@/server/jsonapi/respond";
import { avatarUrl } from "./avatar-files";
import { jakartaToday } from "@/lib/business-date";

interface Row {
  id: string;
  name: string;
  email: string;
  pending_email: string | null;
  phone: string | null;
  avatar_filename: string | null;
  sex: string | null;
  email_verified_at: Date | null;
  email_changed: boolean;
  is_pbs_activated: boolean;
  office_id: string | null;
  office_code: string | null;
  office_area_id: number | null;
  office_name: string | null;
  office_category_id: number | null;
  office_type: string | null;
  current_role: string | null;
  roles: string[];
  permissions: string[];
  client_min_version: string | null;
  member_period: (PeriodSummary & { is_bonus_period: boolean }) | null;
  period: PeriodSummary | null;
  commission: bigint | null;
  offices_downline: number;
  stock_total_quantity: bigint;
  unread_notifications: number;
}

/** Loads the session user, or null when the user does not exist (or is deleted). */
export async function findSessionUser(db: DbClient, userId: string): Promise<SessionUser | null> {
  // The current periods are the open ones containing today's business date (the next month's
  // period already exists on a month's last day); with none containing it, the earliest open.
  const today = jakartaToday();
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.id, u.name, u.email, u.pending_email, u.phone, u.avatar_filename, u.sex::text AS sex,
           u.email_verified_at, u.email_changed, COALESCE(o.is_pbs_activated, false) AS is_pbs_activated,
           o.id AS office_id, o.code AS office_code, o.area_id AS office_area_id, o.name AS office_name,
           o.office_category_id, o.office_type::text AS office_type,
           cr.name AS current_role,
           COALESCE((SELECT array_agg(r.name ORDER BY ur.created_at, r.name)
                       FROM user_roles ur JOIN roles r ON r.id = ur.role_id AND r.deleted_at IS NULL
                      WHERE ur.user_id = u.id), '{}') AS roles,
           COALESCE((SELECT array_agg(DISTINCT p.name ORDER BY p.name)
                       FROM user_roles ur
                       JOIN roles r ON r.id = ur.role_id AND r.deleted_at IS NULL
                       JOIN role_permissions rp ON rp.role_id = r.id
                       JOIN permissions p ON p.id = rp.permission_id AND p.deleted_at IS NULL
                      WHERE ur.user_id = u.id), '{}') AS permissions,
           (SELECT s.value FROM setups s WHERE s.setup_key = 'client_min_version') AS client_min_version,
           (SELECT json_build_object('name', mp.name, 'start_date', mp.start_date, 'end_date', mp.end_date,
                                     'is_bonus_period', mp.is_bonus_period)
              FROM member_periods mp WHERE mp.status = 'open'
             ORDER BY (mp.start_date <= ${today}::date AND mp.end_date >= ${today}::date) DESC, mp.start_date
             LIMIT 1) AS member_period,
           (SELECT json_build_object('name', p.name, 'start_date', p.start_date, 'end_date', p.end_date)
              FROM periods p WHERE p.status = 'open'
             ORDER BY (p.start_date <= ${today}::date AND p.end_date >= ${today}::date) DESC, p.start_date
             LIMIT 1) AS period,
           (SELECT oc.amount FROM office_commissions oc WHERE oc.office_id = u.office_id
             ORDER BY oc.created_at DESC LIMIT 1) AS commission,
           (SELECT count(*)::int FROM offices d WHERE d.office_referral_id = u.office_id AND d.deleted_at IS NULL) AS offices_downline,
           (SELECT COALESCE(sum(st.quantity), 0)::bigint FROM stocks st JOIN warehouses w ON w.id = st.warehouse_id
             WHERE w.office_id = u.office_id AND w.deleted_at IS NULL) AS stock_total_quantity,
           (SELECT count(*)::int FROM notifications n WHERE n.user_id = u.id AND n.read_at IS NULL) AS unread_notifications
      FROM users u
      LEFT JOIN offices o ON o.id = u.office_id
      LEFT JOIN roles cr ON cr.id = u.current_role_id AND cr.deleted_at IS NULL
     WHERE u.id = ${userId}::uuid AND u.deleted_at IS NULL`;
  const r = rows[0];
  if (!r) return null;
  // SPEC §6: Mitra Usaha and Stockist read the current period from the partner periods.
  const partner =
    r.office_category_id === OFFICE_CATEGORY.MEMBER ||
    r.office_category_id === OFFICE_CATEGORY.STOCKIST;
  const period = partner ? r.member_period : r.period;
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    pendingEmail: r.pending_email,
    phone: r.phone,
    currentRole: r.current_role ?? r.roles[0] ?? null,
    roles: r.roles,
    officeId: r.office_id,
    officeCode: r.office_code,
    officeAreaCode: r.office_area_id,
    officeName: r.office_name,
    officeCategoryId: r.office_category_id,
    officeType: r.office_type,
    emailChanged: r.email_changed,
    emailVerifiedAt: r.email_verified_at,
    avatarFilename: r.avatar_filename,
    sex: r.sex,
    isPbsActivated: r.is_pbs_activated,
    isBonusPeriod: r.member_period?.is_bonus_period ?? false,
    currentOfficeCommission: Number(r.commission ?? 0),
    permissions: r.permissions,
    clientMinVersion: r.client_min_version,
    currentPeriod: period
      ? { name: period.name, start_date: period.start_date, end_date: period.end_date }
      : null,
    dashboardStats: {
      offices_downline: r.offices_downline,
      stock_total_quantity: Number(r.stock_total_quantity),
      unread_notifications: r.unread_notifications,
    },
  };
}

/** The session user, or a 404. */
export async function getSessionUser(db: DbClient, userId: string): Promise<SessionUser> {
  const user = await findSessionUser(db, userId);
  if (!user) throw AppError.notFound("User tidak ditemukan");
  return user;
}

/** The session user as a JSON:API `users` resource (attribute names as SPEC §3 gives them). */
export function sessionUserResource(u: SessionUser, base?: URL): ResourceObject {
  const resource: ResourceObject = {
    type: "users",
    id: u.id,
    attributes: {
      uuid: u.id,
      name: u.name,
      email: u.email,
      pending_email: u.pendingEmail,
      phone: u.phone,
      current_role: u.currentRole,
      roles: u.roles,
      office_id: u.officeId,
      office_code: u.officeCode,
      office_area_code: u.officeAreaCode,
      office_name: u.officeName,
      office_category_id: u.officeCategoryId,
      office_type: u.officeType,
      email_changed: u.emailChanged,
      verify_email: u.emailVerifiedAt !== null,
      email_verified_at: u.emailVerifiedAt ? u.emailVerifiedAt.toISOString() : null,
      avatar: u.avatarFilename ? avatarUrl(u.avatarFilename) : null,
      avatar_filename: u.avatarFilename,
      sex: u.sex,
      is_pbs_activated: u.isPbsActivated,
      is_bonus_period: u.isBonusPeriod,
      current_office_commission: u.currentOfficeCommission,
      permissions: u.permissions,
      client_min_version: u.clientMinVersion,
      current_period: u.currentPeriod,
      dashboard_stats: u.dashboardStats,
    },
  };
  if (base) resource.links = { self: absoluteUrl(base, `/api/v1/users/${u.id}`) };
  return resource;
}

/** Setup `client_min_version` (SPEC §4 version check), or null when not set. */
export async function getClientMinVersion(db: DbClient): Promise<string | null> {
  const row = await db.setup.findUnique({
    where: { setupKey: "client_min_version" },
    select: { value: true },
  });
  return row?.value ?? null;
}
export type { DashboardStats, PeriodSummary, SessionUser } from "@/lib/session-user";
