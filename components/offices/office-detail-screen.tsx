"use client";

// One detail screen for /admin/master/stockist/{id}, /stockist-center/{id} and
// /kantor-pelayanan/{id} (config.ts): the profile form (PATCH offices/{id}), upline and downlines,
// promotion history, users, warehouses, bank accounts with payment methods, expeditions, and for
// stockists and stockist centers the balance with top-ups.
import * as React from "react";
import { useServedFirst } from "@/components/widgets/use-served-first";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { TabLoading, Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { officeCodeLabel } from "@/components/widgets/office-lookup";
import { failureText, getResource, relatedOne, type ResourceResult } from "@/lib/jsonapi-client";
import { OFFICE_CATEGORY_LABEL } from "@/lib/office-categories";
import { OFFICE_DETAIL_PARAMS, OFFICE_SCREENS, type OfficeDetailKey } from "./config";
import { OfficeStatusBadge } from "./office-status";
import { OfficeEditForm } from "./office-edit-form";
import type { OfficeAttributes } from "./types";
import type { OfficeUpline } from "./office-detail-lists";

// The tabs after Profil load their code when they are opened (docs/browser-performance.md).
type Lists = typeof import("./office-detail-lists");
const lists = (): Promise<Lists> => import("./office-detail-lists");
const OfficeNetworkTab = React.lazy(() => lists().then((m) => ({ default: m.OfficeNetworkTab })));
const OfficeHistoryTab = React.lazy(() => lists().then((m) => ({ default: m.OfficeHistoryTab })));
const OfficeUsersTab = React.lazy(() => lists().then((m) => ({ default: m.OfficeUsersTab })));
const OfficeWarehousesTab = React.lazy(() =>
  lists().then((m) => ({ default: m.OfficeWarehousesTab })),
);
const OfficeBanksPanel = React.lazy(() =>
  import("./office-banks-panel").then((m) => ({ default: m.OfficeBanksPanel })),
);
const PaymentMethodsForm = React.lazy(() =>
  import("@/components/setup/payment-methods-form").then((m) => ({
    default: m.PaymentMethodsForm,
  })),
);
const ExpeditionsPanel = React.lazy(() =>
  import("./expeditions-panel").then((m) => ({ default: m.ExpeditionsPanel })),
);
const BalancePanel = React.lazy(() =>
  import("./balance-panel").then((m) => ({ default: m.BalancePanel })),
);

interface Loaded {
  office: OfficeAttributes;
  bankId: string | null;
  upline: OfficeUpline | null;
}

/** The office, its bank and its upline, as the screen shows them. */
function loadedOf({ resource, included }: ResourceResult<OfficeAttributes>): Loaded {
  const bank = resource.relationships?.bank?.data;
  const up = relatedOne(resource, "upline", included);
  const ua = (up?.attributes ?? {}) as {
    code?: string;
    name?: string;
    office_category_id?: number;
  };
  return {
    office: resource.attributes,
    bankId: bank && !Array.isArray(bank) ? bank.id : null,
    upline: up
      ? {
          id: up.id,
          code: ua.code ?? "",
          name: ua.name ?? "",
          categoryId: ua.office_category_id ?? null,
        }
      : null,
  };
}

export function OfficeDetailScreen({
  screen,
  id,
  initial,
}: {
  screen: OfficeDetailKey;
  id: string;
  /** The office as the page's server loaded it (prefetchResource); the screen then renders at once. */
  initial?: ResourceResult<OfficeAttributes>;
}) {
  const config = OFFICE_SCREENS[screen];
  const [loaded, setLoaded] = React.useState<Loaded | null>(() =>
    initial ? loadedOf(initial) : null,
  );
  const [error, setError] = React.useState<string | null>(null);
  const [reloadKey, setReloadKey] = React.useState(0);
  // The server's copy stands for the first load; a reload (after saving) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);

  React.useEffect(() => {
    if (servedFirst()) return;
    const ctrl = new AbortController();
    getResource<OfficeAttributes>("offices", id, OFFICE_DETAIL_PARAMS, ctrl.signal)
      .then((result) => setLoaded(loadedOf(result)))
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) setError(failureText(err));
      });
    return () => ctrl.abort();
  }, [id, reloadKey, servedFirst]);

  const back = (
    <Link
      href={config.detailPath ?? "/admin"}
      className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Kembali ke Daftar {config.title}
    </Link>
  );
  if (error)
    return (
      <div className="flex flex-col gap-4 pt-2">
        {back}
        <p className="text-sm text-destructive">{error}</p>
      </div>
    );
  if (!loaded) return <LoadingOverlay show />;
  const { office } = loaded;
  const hasBalance = office.office_category_id === 3 || office.office_category_id === 4;

  return (
    <div className="flex flex-col gap-4 pt-2">
      {back}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{office.name}</h1>
        <Badge color="blue">{officeCodeLabel(office.code, office.temp_code)}</Badge>
        <Badge color="indigo">{OFFICE_CATEGORY_LABEL[office.office_category_id] ?? "-"}</Badge>
        <OfficeStatusBadge active={office.is_active} suspended={office.is_suspended} />
      </header>
      <Tabs defaultValue="profil">
        <TabsList className="flex-wrap">
          <TabsTrigger value="profil">Profil</TabsTrigger>
          <TabsTrigger value="jaringan">Upline &amp; Downline</TabsTrigger>
          <TabsTrigger value="riwayat">Riwayat</TabsTrigger>
          <TabsTrigger value="user">User</TabsTrigger>
          <TabsTrigger value="gudang">Gudang</TabsTrigger>
          <TabsTrigger value="bank">Rekening Bank</TabsTrigger>
          <TabsTrigger value="metode">Metode Pembayaran</TabsTrigger>
          <TabsTrigger value="ekspedisi">Ekspedisi</TabsTrigger>
          {hasBalance ? <TabsTrigger value="saldo">Saldo</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="profil">
          <OfficeEditForm
            key={reloadKey}
            officeId={id}
            office={office}
            bankId={loaded.bankId}
            onSaved={(saved) => setLoaded((l) => (l ? { ...l, office: saved } : l))}
          />
        </TabsContent>
        <TabsContent value="jaringan" className="flex flex-col gap-4">
          <React.Suspense fallback={<TabLoading />}>
            <OfficeNetworkTab officeId={id} upline={loaded.upline} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="riwayat">
          <React.Suspense fallback={<TabLoading />}>
            <OfficeHistoryTab officeId={id} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="user">
          <React.Suspense fallback={<TabLoading />}>
            <OfficeUsersTab officeId={id} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="gudang">
          <React.Suspense fallback={<TabLoading />}>
            <OfficeWarehousesTab officeId={id} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="bank">
          <React.Suspense fallback={<TabLoading />}>
            <OfficeBanksPanel officeId={id} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="metode">
          <React.Suspense fallback={<TabLoading />}>
            <PaymentMethodsForm officeId={id} />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="ekspedisi">
          <React.Suspense fallback={<TabLoading />}>
            <ExpeditionsPanel officeId={id} />
          </React.Suspense>
        </TabsContent>
        {hasBalance ? (
          <TabsContent value="saldo">
            <React.Suspense fallback={<TabLoading />}>
              <BalancePanel
                officeId={id}
                categoryId={office.office_category_id}
                balance={office.balance}
                deposit={office.deposit_balance}
                onChanged={() => setReloadKey((k) => k + 1)}
              />
            </React.Suspense>
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
