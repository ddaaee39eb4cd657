"use client";

// The three member pages (list, create, detail/edit) as client screens driven by a config name;
// the server pages under app/ pass only the name (configs hold no functions but stay on the
// client side with the components that read them).
import { MemberForm } from "./member-form";
import { MemberList } from "./member-list";
import type { InitialList } from "@/components/data-table/query";
import { ADMIN_MEMBER_SCREEN, STOCKIST_MEMBER_SCREEN, type MemberScreenConfig } from "./config";

export type MemberScreenName = "admin" | "stockist";

const SCREENS: Record<MemberScreenName, MemberScreenConfig> = {
  admin: ADMIN_MEMBER_SCREEN,
  stockist: STOCKIST_MEMBER_SCREEN,
};

export function MemberListScreen({
  screen,
  initial,
}: {
  screen: MemberScreenName;
  /** The first page, loaded with the page (memberListQuery of the screen's config). */
  initial?: InitialList;
}) {
  return <MemberList config={SCREENS[screen]} initial={initial} />;
}

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
