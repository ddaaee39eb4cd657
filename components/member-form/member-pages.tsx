"use client";

// The member form pages (create, detail/edit) as client screens driven by a config name; the
// server pages under app/ pass only the name. The list is member-list-screen.tsx, so the list
// page does not load the form (and its schemas).
import { MemberForm } from "./member-form";
import { MEMBER_SCREENS as SCREENS, type MemberScreenName } from "./config";
import type { MemberFormInitial } from "./member-form-load";

export function MemberFormScreen({
  screen,
  memberId = null,
  initial,
}: {
  screen: MemberScreenName;
  memberId?: string | null;
  /** What the page's server loaded (loadMemberEdit / loadMemberCreate with serverGet). */
  initial?: MemberFormInitial;
}) {
  const config = SCREENS[screen];
  return (
    <MemberForm
      key={memberId ?? "new"}
      memberId={memberId}
      title={memberId ? config.editTitle : config.createTitle}
      redirectTo={config.listPath}
      createPath={config.createPath ?? undefined}
      defaultUplineFromOwnMembers={!memberId && config.defaultUplineFromOwnMembers}
      initial={initial}
    />
  );
}
