// What the member form's first view takes of config.ts (which re-exports it): its default titles
// and redirect, the draft's key and the Kantor Pelayanan category. The screens' table stays in
// config.ts, read by the pages' server (member-pages.tsx), so the browser does not load it.
export const DEFAULT_CREATE_TITLE = "Pencatatan Data Kantor";
export const DEFAULT_EDIT_TITLE = "Edit Data Kantor";
/** SPEC §2: the form's default redirect after a successful save. */
export const DEFAULT_REDIRECT = "/admin/master/stockist";

/** localStorage key of the form draft: one for create, one per member id (SPEC §4). */
export function draftKey(memberId: string | null): string {
  return memberId ? `member-form-draft:${memberId}` : "member-form-draft:new";
}

/** The office category of a Kantor Pelayanan, whose view asks neither sex nor marital status. */
export const KP_CATEGORY_ID = 2;
