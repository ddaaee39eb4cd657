"use client";

// The stockist layout's own-office bank screen (SPEC §2 "Another layout variant"):
// /stockist/admin/bank 'Bank & Metode Pembayaran' (bank accounts + a payment methods tab; the
// tab's form loads when it is opened). /stockist/admin/ekspedisi is own-expedition-screen.tsx.
// The office is always the signed-in user's own; the API refuses any other (404 / 403).
import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OfficeBanksPanel } from "./office-banks-panel";

const PaymentMethodsForm = React.lazy(() =>
  import("@/components/setup/payment-methods-form").then((m) => ({
    default: m.PaymentMethodsForm,
  })),
);

export function OwnBankScreen({ officeId }: { officeId: string }) {
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Bank &amp; Metode Pembayaran</h1>
        <p className="text-sm text-muted-foreground">
          Rekening bank kantor anda dan metode pembayaran yang dapat dipakai.
        </p>
      </header>
      <Tabs defaultValue="bank">
        <TabsList>
          <TabsTrigger value="bank">Rekening Bank</TabsTrigger>
          <TabsTrigger value="metode">Metode Pembayaran</TabsTrigger>
        </TabsList>
        <TabsContent value="bank">
          <OfficeBanksPanel officeId={officeId} />
        </TabsContent>
        <TabsContent value="metode">
          <React.Suspense fallback={<p className="text-sm text-muted-foreground">Memuat...</p>}>
            <PaymentMethodsForm />
          </React.Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
