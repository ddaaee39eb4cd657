"use client";

// 'Install Aplikasi' on the login page: shown only once the browser offers installation
// (the `beforeinstallprompt` event, Chromium browsers with the manifest and service worker).
import * as React from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Chromium's event; not part of the DOM typings. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

export function InstallAppButton() {
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
    <Button
      variant="outline"
      size="sm"
      onClick={async () => {
        await promptEvent.prompt();
        await promptEvent.userChoice.catch(() => undefined);
        setPromptEvent(null); // the event can be used once
      }}
    >
      <Download className="size-4" aria-hidden="true" />
      Install Aplikasi
    </Button>
  );
}
