"use client";

// The stockist layout's own-office screens (SPEC §2 "Another layout variant"):
// /stockist/admin/bank 'Bank & Metode Pembayaran' (bank accounts + a payment methods tab) and
// /stockist/admin/ekspedisi (the expeditions the office uses). The office is always the signed-in
// user's own; the API refuses any other (404 / 403).
import * as React from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { OfficeBanksPanel } from "./office-banks-panel";
import { PaymentMethodsPanel } from "./payment-methods-panel";
import { ExpeditionsPanel } from "./expeditions-panel";

export function OwnBankScreen({ officeId }: { officeId: string }) {
  const [banksKey, setBanksKey] = React.useState(0);
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
          <OfficeBanksPanel officeId={officeId} onChanged={() => setBanksKey((k) => k + 1)} />
        </TabsContent>
        <TabsContent value="metode">
          <PaymentMethodsPanel officeId={officeId} reloadKey={banksKey} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function OwnExpeditionScreen({ officeId }: { officeId: string }) {
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Ekspedisi</h1>
        <p className="text-sm text-muted-foreground">Ekspedisi yang dipakai kantor anda.</p>
      </header>
      <ExpeditionsPanel officeId={officeId} />
    </div>
  );
}
