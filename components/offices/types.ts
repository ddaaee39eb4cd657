// Attributes of the resources the office screens read (server/offices/resources.ts,
// server/payments/resources.ts), as the API sends them.
export interface OfficeAttributes {
  code: string;
  temp_code: string | null;
  name: string;
  address: string | null;
  address2: string | null;
  phone: string | null;
  email: string | null;
  office_type: string;
  office_category_id: number;
  area_code: number | null;
  npwp_number: string | null;
  npwp_name: string | null;
  is_active: boolean;
  is_suspended: boolean;
  is_pbs_activated: boolean;
  bank_account_number: string | null;
  bank_account_name: string | null;
  bank_branch_name: string | null;
  postal_code: string | null;
  office_referral_id: string | null;
  balance: number;
  deposit_balance: number;
  createdAt: string;
}

export interface OfficeBankAttributes {
  account_number: string;
  account_name: string;
  branch: string | null;
  is_active: boolean;
  bank_code: string | null;
  bank_name: string | null;
  office_id: string;
}

export interface TopupAttributes {
  code: string;
  amount: number;
  status: "pending" | "approved" | "rejected";
  topup_type: string | null;
  topup_type_name: string | null;
  description: string | null;
  approved_at: string | null;
  reject_reason: string | null;
  createdAt: string;
}

export interface BalanceTrxAttributes {
  account: "balance" | "deposit";
  trx_type: string;
  amount: number;
  balance_after: number;
  description: string | null;
  createdAt: string;
}

export interface PaymentMethodTypeAttributes {
  code: string;
  name: string;
  description: string | null;
  requires_office_bank: boolean;
  is_active: boolean;
}

/** Date and time as the screens show them (id-ID, e.g. "23 Nov 2026 09.15"). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "-";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "-";
  return new Intl.DateTimeFormat("id-ID", { dateStyle: "medium", timeStyle: "short" }).format(d);
}
