// What the settings screens get from their page: the office, the first history page, and the
// server actions (passed as props, so these components do not depend on app/).
import type { ActionResult } from "@/lib/action-result";
import type { Paged } from "@/lib/pagination";

export interface LoginHistoryItem {
  id: string;
  createdAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface OfficeProfile {
  code: string;
  tempCode: string | null;
  name: string;
  address: string | null;
  address2: string | null;
  phone: string | null;
  email: string | null;
  category: string;
  area: string | null;
}

export interface SettingsActions {
  /** `restamp`: the proof that keeps this browser session signed in (auth.ts). */
  updatePassword(input: unknown): Promise<ActionResult<{ restamp: string | null }>>;
  updateEmail(input: unknown): Promise<ActionResult<{ pendingEmail: string | null }>>;
  verifyEmail(
    input: unknown,
  ): Promise<ActionResult<{ message: string; changed: boolean; email: string }>>;
  resendVerification(): Promise<ActionResult<{ email: string }>>;
  loginHistory(page: number): Promise<ActionResult<Paged<LoginHistoryItem>>>;
}
