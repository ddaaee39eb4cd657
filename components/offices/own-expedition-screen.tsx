// The stockist and KP layouts' own expeditions (SPEC §2 "Another layout variant"):
// /stockist/admin/ekspedisi and /kantor-pelayanan/admin/master/ekspedisi. The office is always the
// signed-in user's own; the API refuses any other (404 / 403).
import { ExpeditionsPanel } from "./expeditions-panel";

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
