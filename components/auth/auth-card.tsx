// The frame of the sign-in screens: a centered card with a title, an optional subtitle and the
// version in the footer.
import * as React from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { APP_VERSION } from "@/lib/version";

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  /** Shown under the card, e.g. the release notes and install buttons of /login. */
  footer?: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 pb-12">
      <p className="text-2xl font-bold tracking-tight text-primary">ERP</p>
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer}
      <footer className="fixed bottom-3 text-xs text-muted-foreground">Versi {APP_VERSION}</footer>
    </main>
  );
}
