"use client";

// 'Install Aplikasi' on the login page: shown only once the browser offers installation
// (the `beforeinstallprompt` event, Chromium browsers with the manifest and service worker).
import * as React from "react";

/** Chromium's event; not part of the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

/**
 * `icon` and `className` come from the (server) page, so neither icon nor class-merging code ships
 * with this island.
 */
export function InstallAppButton({
  icon,
  className,
}: {
  icon: React.ReactNode;
  className: string;
}) {
  const [promptEvent, setPromptEvent] = React.useState<BeforeInstallPromptEvent | null>(null);

  React.useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault(); // keep the browser's own banner away; we show the button instead
      setPromptEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!promptEvent) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        await promptEvent.prompt();
        await promptEvent.userChoice.catch(() => undefined);
        setPromptEvent(null); // the event can be used once
      }}
    >
      {icon}
      Install Aplikasi
    </button>
  );
}
