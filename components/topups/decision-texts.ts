// What the top-up decisions say, shared by the decision buttons and the reject dialog.
export const TOPUP_APPROVED = "Topup berhasil diapprove";
export const TOPUP_REJECTED = "Topup ditolak";

/** The top-up a decision is about. */
export interface DecidedTopup {
  id: string;
  code: string;
  amount: number;
}
