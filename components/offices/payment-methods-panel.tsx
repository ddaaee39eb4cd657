"use client";

// 'Metode Pembayaran' of an office: the active payment method types (GET payment-method-types). Types that need a receiving account (transfer, EDC) are available only while the
// office has an active bank account (docs/data-model.md §6), so this tab is switched by the
// 'Aktif' flag of the accounts in the bank tab; there is no per-office table of methods.
import * as React from "react";
import { Badge } from "@/components/ui/badge";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { failureText, listResources } from "@/lib/jsonapi-client";
import type { PaymentMethodTypeAttributes } from "./types";

export function PaymentMethodsPanel({
  officeId,
  reloadKey = 0,
}: {
  officeId: string;
  reloadKey?: number;
}) {
  const [state, setState] = React.useState<{
    types: { id: string; a: PaymentMethodTypeAttributes }[];
    hasActiveBank: boolean;
  } | null>(null);
  const [error, setError] = React.useState<string | null>(null);

  React.useEffect(() => {
    let live = true;
    Promise.all([
      listResources<PaymentMethodTypeAttributes>("payment-method-types", {
        page: { number: 1, size: 100 },
        sort: "sort_order",
        filter: { is_active: true },
      }),
      listResources("office-banks", {
        page: { number: 1, size: 1 },
        filter: { office_id: officeId, is_active: true },
      }),
    ])
      .then(([types, banks]) => {
        if (live)
          setState({
            types: types.resources.map((t) => ({ id: t.id, a: t.attributes })),
            hasActiveBank: banks.page.total > 0,
          });
      })
      .catch((err: unknown) => {
        if (live) setError(failureText(err));
      });
    return () => {
      live = false;
    };
  }, [officeId, reloadKey]);

  if (error) return <p className="text-sm text-destructive">{error}</p>;
  if (!state) return <p className="text-sm text-muted-foreground">Memuat...</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Metode transfer dan EDC memerlukan rekening bank aktif. Aktifkan atau nonaktifkan rekening
        pada tab Rekening Bank.
      </p>
      <Table aria-label="Daftar Metode Pembayaran">
        <TableHeader>
          <TableRow>
            <TableHead>Kode</TableHead>
            <TableHead>Metode Pembayaran</TableHead>
            <TableHead>Keterangan</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {state.types.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4}>
                <EmptyState />
              </TableCell>
            </TableRow>
          ) : (
            state.types.map(({ id, a }) => {
              const available = !a.requires_office_bank || state.hasActiveBank;
              return (
                <TableRow key={id}>
                  <TableCell>{a.code}</TableCell>
                  <TableCell>{a.name}</TableCell>
                  <TableCell>
                    {a.requires_office_bank ? "Memerlukan rekening bank aktif" : "-"}
                  </TableCell>
                  <TableCell>
                    {available ? (
                      <Badge color="green">Tersedia</Badge>
                    ) : (
                      <Badge color="red">Tidak Tersedia</Badge>
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </div>
  );
}
