// Whether the signed-in user may open a '/tambah' top-up form, checked by its server page (the
// form's client module then carries neither the permission table nor the session user).
import { can } from "@/components/data-table/permissions";
import { Alert } from "@/components/ui/alert";
import { TOPUP_CREATE_PERMISSION } from "@/lib/labels/topups";
import type { SessionUser } from "@/lib/session-user";
import type { TopupScreen } from "./config";

/** The refusal shown instead of the form, or null when the user may create this top-up. */
export function topupCreateRefusal(
  user: Pick<SessionUser, "roles" | "permissions">,
  cfg: TopupScreen,
): React.ReactNode {
  if (cfg.createPath && can(user, TOPUP_CREATE_PERMISSION[cfg.kind])) return null;
  return <Alert variant="error">Anda tidak memiliki akses untuk membuat topup ini</Alert>;
}
