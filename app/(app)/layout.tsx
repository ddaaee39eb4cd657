import { currentShell } from "@/server/shell/current-shell";
import { ShellProvider } from "@/components/shell/session-provider";
import { ToastProvider } from "@/components/widgets/toast";
import { AppShell } from "@/components/shell/app-shell";

export const dynamic = "force-dynamic";

/** Everything behind sign-in: loads the session user and the menus of the current role once per request. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const shell = await currentShell();
  return (
    <ToastProvider>
      <ShellProvider user={shell.user} menus={shell.menus} settings={shell.settings}>
        <AppShell>{children}</AppShell>
      </ShellProvider>
    </ToastProvider>
  );
}
