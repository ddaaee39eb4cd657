"use client";

// Riwayat Login (SPEC §2 Akun User): date, IP address and device of each sign-in, paged.
import * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { LocalDateTime } from "@/components/widgets/local-date-time";
import { useToast } from "@/components/widgets/toast";
import type { Paged } from "@/lib/pagination";
import { describeUserAgent } from "@/lib/user-agent";
import { Pagination } from "./pagination";
import type { LoginHistoryItem, SettingsActions } from "./types";

export function LoginHistoryCard({
  initial,
  load,
}: {
  initial: Paged<LoginHistoryItem>;
  load: SettingsActions["loginHistory"];
}) {
  const toast = useToast();
  const [data, setData] = React.useState(initial);
  const [pending, startTransition] = React.useTransition();
  const goTo = (page: number) =>
    startTransition(async () => {
      const result = await load(page);
      if (result.ok) setData(result.data);
      else toast({ variant: "error", description: result.error });
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Riwayat Login</h2>
      </CardHeader>
      <CardContent aria-busy={pending}>
        <Table aria-label="Riwayat Login">
          <TableHeader>
            <TableRow>
              <TableHead>Tanggal</TableHead>
              <TableHead>IP Address</TableHead>
              <TableHead>Perangkat</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="whitespace-nowrap">
                  <LocalDateTime iso={new Date(row.createdAt).toISOString()} />
                </TableCell>
                <TableCell className="font-mono text-xs">{row.ipAddress ?? "-"}</TableCell>
                <TableCell title={row.userAgent ?? undefined}>
                  {describeUserAgent(row.userAgent)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data.rows.length === 0 ? <EmptyState /> : null}
        <Pagination
          page={data.page}
          onPageChange={goTo}
          disabled={pending}
          label="Halaman riwayat login"
        />
      </CardContent>
    </Card>
  );
}
