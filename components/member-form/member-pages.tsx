// The member form pages (create, detail/edit) driven by a config name; the server pages under app/
// pass the name and what they loaded. A server component: the screens' table (config.ts), the
// member document's conversion into form values (from-api.ts) and the history block stay on the
// server, the browser gets the one screen's props and the form. The list is
// member-list-screen.tsx, so the list page does not load the form (and its schemas).
import { currentShell } from "@/server/shell/current-shell";
import { MemberForm } from "./member-form";
import { MEMBER_SCREENS as SCREENS, type MemberScreenName } from "./config";
import { memberFromDocument } from "./from-api";
import { MemberHistoryBlock } from "./history-block";
import type { MemberFormInitial } from "./member-form-load";

export async function MemberFormScreen({
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
  const loaded = initial?.member && memberId ? memberFromDocument(initial.member) : null;
  const viewer = loaded ? (await currentShell()).user.officeCategoryId : null;
  return (
    <MemberForm
      key={memberId ?? "new"}
      memberId={memberId}
      title={memberId ? config.editTitle : config.createTitle}
      redirectTo={config.listPath}
      createPath={config.createPath ?? undefined}
      defaultUplineFromOwnMembers={!memberId && config.defaultUplineFromOwnMembers}
      initial={initial ? { member: loaded?.values ?? null, options: initial.options } : undefined}
      history={
        loaded ? (
          <MemberHistoryBlock rows={loaded.histories} viewerCategoryId={viewer} />
        ) : undefined
      }
    />
  );
}
