import { currentShell } from "@/server/shell/current-shell";
import { ShellProvider } from "@/components/shell/session-provider";
import { ToastProvider } from "@/components/widgets/toast";
import { AppShell } from "@/components/shell/app-shell";
import { MenuIcon } from "@/components/shell/menu-icon";
import { FALLBACK_ICON } from "@/components/shell/icon-keys";
import { shellGlyphs } from "@/components/shell/shell-glyphs";
import type { MenuNode } from "@/lib/menu-tree";
import { quickAccessFor } from "@/lib/home";
import { pusherConfigFromEnv, pusherPublicConfig } from "@/server/realtime/pusher";
import { userChannel } from "@/server/realtime/channels";
import { REALTIME_META } from "@/components/notifications/realtime-config";

export const dynamic = "force-dynamic";

/** Icon names of the menu tree and the home screen's quick access. */
function iconNames(menus: MenuNode[], extra: string[]): Set<string> {
  const names = new Set(extra);
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      if (n.icon) names.add(n.icon);
      walk(n.children);
    }
  };
  walk(menus);
  return names;
}

/** Everything behind sign-in: loads the session user and the menus of the current role once per request. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const shell = await currentShell();
  const { user } = shell;
  // Rendered here, on the server: the client bundle carries no icon set (shell-icon.tsx).
  const icons: Record<string, React.ReactNode> = { [FALLBACK_ICON]: <MenuIcon name={null} /> };
  const quick = quickAccessFor(user.officeCategoryId, user.officeCode, user.isBonusPeriod);
  for (const name of iconNames(
    shell.menus,
    quick.map((q) => q.icon),
  ))
    icons[name] = <MenuIcon name={name} />;
  // With Pusher configured the browser subscribes with pusher-js (realtime-client.ts reads this);
  // without it there is no tag and it uses the SSE stream.
  const pusher = pusherPublicConfig(pusherConfigFromEnv());
  return (
    <ToastProvider>
      {pusher ? (
        <meta
          name={REALTIME_META}
          content={JSON.stringify({ ...pusher, channel: userChannel(user.id) })}
        />
      ) : null}
      <ShellProvider
        user={user}
        menus={shell.menus}
        settings={shell.settings}
        icons={icons}
        glyphs={shellGlyphs()}
      >
        <AppShell>{children}</AppShell>
      </ShellProvider>
    </ToastProvider>
  );
}
