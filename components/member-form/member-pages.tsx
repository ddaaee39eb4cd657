"use client";

// The member form pages (create, detail/edit) as client screens driven by a config name; the
// server pages under app/ pass only the name. The list is member-list-screen.tsx, so the list
// page does not load the form (and its schemas).
import { MemberForm } from "./member-form";
import { MEMBER_SCREENS as SCREENS, type MemberScreenName } from "./config";

export function MemberFormScreen({
  screen,
  memberId = null,
}: {
  screen: MemberScreenName;
  memberId?: string | null;
}) {
  const config = SCREENS[screen];
  return (
    <MemberForm
      key={memberId ?? "new"}
      memberId={memberId}
      title={memberId ? config.editTitle : config.createTitle}
      redirectTo={config.listPath}
      createPath={config.createPath}
      defaultUplineFromOwnMembers={!memberId && config.defaultUplineFromOwnMembers}
    />
  );
}
