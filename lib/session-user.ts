// The signed-in user as SPEC §3 describes it, shared by the server (which builds it) and the shell.

export interface PeriodSummary {
  name: string;
  start_date: string;
  end_date: string;
}

export interface DashboardStats {
  /** Offices whose upline (referral) is the user's office. */
  offices_downline: number;
  /** Units in stock over all warehouses of the user's office. */
  stock_total_quantity: number;
  unread_notifications: number;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  pendingEmail: string | null;
  phone: string | null;
  currentRole: string | null;
  roles: string[];
  officeId: string | null;
  officeCode: string | null;
  /** Price area of the office (0-4: Jawa, I, II, III, IV). */
  officeAreaCode: number | null;
  officeName: string | null;
  officeCategoryId: number | null;
  officeType: string | null;
  emailChanged: boolean;
  emailVerifiedAt: Date | null;
  avatarFilename: string | null;
  sex: string | null;
  isPbsActivated: boolean;
  isBonusPeriod: boolean;
  currentOfficeCommission: number;
  permissions: string[];
  clientMinVersion: string | null;
  currentPeriod: PeriodSummary | null;
  dashboardStats: DashboardStats;
}
