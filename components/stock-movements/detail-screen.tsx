"use client";

// The ONE detail page of stock movements: every `{stage route}/{id}` mounts it with a kind key and
// a stage (config.ts). It loads the movement and puts its parts together, one file a job: the
// header with the actions the state machine and the viewer's side allow (detail-actions.tsx), the
// data and linked movements (detail-info.tsx), the lines and packets (detail-lines.tsx) or, for
// the destination of a sent movement, the "Terima Barang" form (ReceiveForm below: a quantity per
// line, partial allowed), the state history (detail-history.tsx) and the action dialogs
// (detail-dialogs.tsx, settle-dialog.tsx). Units a partial receipt did not confirm stay in transit
// until the origin settles them ("Selesaikan") or the destination books them damaged ("Rusak saat
// diterima"). Every action runs through the screen's one submit (useSubmit): busy from the click
// until the reloaded movement is on screen.
import * as React from "react";
import { DisputeCard } from "@/components/disputes/dispute-card";
import { useSubmit, type SubmitEnd } from "@/components/forms/use-submit";
import { useSessionUser } from "@/components/shell/session-provider";
import { Alert } from "@/components/ui/alert";
import { LoadingOverlay } from "@/components/widgets/loading-overlay";
import { useServedFirst } from "@/components/widgets/use-served-first";
import { useToast } from "@/components/widgets/toast";
import { browserGet, failureText, type ResourceObject } from "@/lib/jsonapi-client";
import { type HistoryAttributes, type LoadedMovement } from "./api";
import { STAGE_SIDE, type MovementStage } from "./kind";
import { movementKind } from "./config";
import { packingPath } from "./paths";
import { MovementHeader, movementPermissions } from "./detail-actions";
import { MovementDialogs, type MovementDialog } from "./detail-dialogs";
import { MovementHistoryCard } from "./detail-history";
import { MovementInfoCard, RelatedMovementsCard } from "./detail-info";
import { LinesCard, PacketsCard } from "./detail-lines";
import { loadMovementDetail, type MovementDetailLoaded } from "./detail-screen-load";
import { ReceiveForm } from "./receive-form";

export function MovementDetailScreen({
  kindKey,
  stage,
  id,
  initial,
}: {
  kindKey: string;
  stage: MovementStage;
  id: string;
  /** The movement as the page's server loaded it (loadMovementDetail with serverGet). */
  initial?: MovementDetailLoaded;
}) {
  const kind = movementKind(kindKey);
  if (!kind) throw new Error(`unknown stock movement kind ${kindKey}`);
  const side = STAGE_SIDE[stage];
  const user = useSessionUser();
  const toast = useToast();
  const [state, setState] = React.useState<{
    loaded: LoadedMovement | null;
    history: ResourceObject<HistoryAttributes>[];
    error: string | null;
  }>({ loaded: initial?.movement ?? null, history: initial?.history ?? [], error: null });
  // The server's copy stands for the first load; a reload (after an action) asks the API.
  const servedFirst = useServedFirst(initial !== undefined);
  const [dialog, setDialog] = React.useState<MovementDialog | null>(null);
  // Every action of the page, busy until the reloaded movement is on screen (the load settles it).
  const { busy, reload, submit, settled } = useSubmit();

  React.useEffect(() => {
    if (servedFirst()) return;
    const ac = new AbortController();
    loadMovementDetail(browserGet, id, ac.signal)
      .then(({ movement, history }) => {
        setState({ loaded: movement, history, error: null });
        settled();
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return;
        setState({ loaded: null, history: [], error: failureText(err) });
        settled();
      });
    return () => ac.abort();
  }, [id, reload, servedFirst, settled]);

  const loaded = state.loaded;
  const a = loaded?.movement.attributes;
  const packing = packingPath(kind, stage, id);
  const permissions = movementPermissions(user, side, loaded, packing);
  const listRoute = kind.routes[stage] ?? "/";

  /** An action succeeded: its message, the dialog closed, the movement reloaded. */
  const done = (message: string): SubmitEnd => {
    toast({ variant: "success", description: message });
    setDialog(null);
    return "reload";
  };

  return (
    <div className="flex flex-col gap-4 pt-2">
      <MovementHeader
        kind={kind}
        stage={stage}
        a={a}
        permissions={permissions}
        packing={packing}
        listRoute={listRoute}
        busy={busy}
        onOpen={setDialog}
      />
      {state.error ? <Alert variant="error">{state.error}</Alert> : null}
      {!loaded && !state.error ? <LoadingOverlay show text="Memuat..." /> : null}
      {loaded && a ? (
        <>
          <MovementInfoCard loaded={loaded} kind={kind} side={side} listRoute={listRoute} />
          <RelatedMovementsCard loaded={loaded} kind={kind} stage={stage} />
          {permissions.mayDo.receive ? (
            <ReceiveForm loaded={loaded} busy={busy} submit={submit} onDone={done} />
          ) : (
            <LinesCard loaded={loaded} />
          )}
          <PacketsCard loaded={loaded} />
          <MovementHistoryCard history={state.history} />
          {a.status !== "draft" ? (
            <DisputeCard subject={{ type: "stock-movements", id, code: a.code }} />
          ) : null}
        </>
      ) : null}
      <MovementDialogs
        dialog={dialog}
        loaded={loaded}
        busy={busy}
        submit={submit}
        onClose={() => setDialog(null)}
        onDone={done}
      />
    </div>
  );
}
