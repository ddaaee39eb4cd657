"use client";

// The member list page's client screen, driven by a config name (the form pages are
// member-pages.tsx, kept apart so the list does not load the form).
import type { InitialList } from "@/components/data-table/query";
import { MemberList } from "./member-list";
import { MEMBER_SCREENS, type MemberScreenName } from "./config";

export function MemberListScreen({
  screen,
  initial,
}: {
  screen: MemberScreenName;
  /** The first page, loaded with the page (memberListQuery of the screen's config). */
  initial?: InitialList;
}) {
  return <MemberList config={MEMBER_SCREENS[screen]} initial={initial} />;
}
