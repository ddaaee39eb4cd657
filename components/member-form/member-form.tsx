"use client";

// The ONE member (Mitra Usaha) create/edit form of SPEC §2 "Member create/edit form", §3, §4, §5:
// three steps Data Pribadi / Data Alamat / Data Bank; a step is left forward only when its fields
// validate (else the toast 'Form belum lengkap!', the field errors and the first one focused).
// The draft is kept in localStorage on every change (one key for create, one per member id),
// restored on reload and dropped after a successful save. Cascading address selects clear what
// lies below a changed level; the area follows the city. After a save a dialog offers
// 'Tambah Lagi' (a fresh form) and 'Selesai' (the configured redirect).
import * as React from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { useSessionUser } from "@/components/shell/session-provider";
import type { PickedOffice } from "@/components/widgets/office-picker";
import { useToast } from "@/components/widgets/toast";
import {
  emptyMemberForm,
  FORM_INCOMPLETE,
  STEP_TITLES,
  type MemberFormValues,
} from "@/lib/schemas/member-values";
import type { MemberFieldPath } from "@/lib/schemas/member-rules";
import type { TMemberFormInput } from "@/lib/schemas/member";
import { cn } from "@/lib/utils";
import type { Option } from "./api";
import {
  DEFAULT_CREATE_TITLE,
  DEFAULT_EDIT_TITLE,
  DEFAULT_REDIRECT,
  draftKey,
  KP_CATEGORY_ID,
} from "./form-keys";
import type { MemberHistoryRow } from "./from-api";
import type { DependentOptions, MemberFormStart } from "./member-form-load";
import { useSubmit } from "@/components/forms/use-submit";
import type { MemberSaveContext } from "./member-form-save";
import MemberStepPersonal from "./member-step-personal";

export interface MemberFormProps {
  /** Detail/edit mode when set: loads that member (SPEC §2). */
  memberId?: string | null;
  title?: string;
  /** Where 'Selesai' goes; default /admin/master/stockist (SPEC §2). */
  redirectTo?: string;
  /** Where 'Tambah Lagi' goes from the edit mode (the create page). */
  createPath?: string;
  /** Pre-fill a new member's upline with the first member the office registered. */
  defaultUplineFromOwnMembers?: boolean;
  /**
   * Edit mode: the member's values and the options of its selects as the page's server loaded
   * them (member-pages.tsx); the form starts from them instead of asking the API. Create: the
   * options alone.
   */
  initial?: MemberFormStart;
  /** The member's history block as the page's server rendered it (edit mode). */
  history?: React.ReactNode;
}

interface Draft {
  values: MemberFormValues;
  step: number;
}

type UplineState = "idle" | "checking" | "found" | "missing";

// One module a step. The first step, the one the server renders, is part of the page: through
// React.lazy the server streamed it after the page's shell and the browser showed it late (a
// layout shift of 0.15 and a Lighthouse score of 71 on a phone). The other two load once the form
// is ready (preloadSteps), so going on to the next step does not wait for their code. React.lazy
// rather than next/dynamic (~1.5 KB of loader code in the first load).
const loadAddress = () => import("./member-step-address");
const loadBank = () => import("./member-step-bank");
const MemberStepAddress = React.lazy(loadAddress);
const MemberStepBank = React.lazy(loadBank);
// What the first view does not need, each its own chunk: the API calls (api.ts), the step checks
// and the save (member-form-save.ts, with the step rules and the API document), the dialogs after
// a save, and the history block when the
// form loads its member itself (the server renders it otherwise).
const loadApi = () => import("./api");
const loadSave = () => import("./member-form-save");
const loadDialogs = () => import("./member-form-dialogs");
const MemberFormDialogs = React.lazy(loadDialogs);
// The save button shows on the last step only.
// The overlay shows while saving, or while the form loads its member itself.
const loadOverlay = () => import("@/components/widgets/loading-overlay");
const LoadingOverlay = React.lazy(() => loadOverlay().then((m) => ({ default: m.LoadingOverlay })));
const loadSaveButton = () => import("@/components/forms/save-button");
const SaveButton = React.lazy(() => loadSaveButton().then((m) => ({ default: m.SaveButton })));
// The alert shows only when the member cannot be loaded.
const Alert = React.lazy(() => import("@/components/ui/alert").then((m) => ({ default: m.Alert })));
const MemberHistoryBlock = React.lazy(() =>
  import("./history-block").then((m) => ({ default: m.MemberHistoryBlock })),
);
/** Fetches the other steps and the modules above once the browser is idle after the form is
 *  ready: not in the task that hydrates the page. */
function preloadWhenIdle(): () => void {
  const run = () => {
    for (const load of [
      loadAddress,
      loadBank,
      loadApi,
      loadSave,
      loadDialogs,
      loadSaveButton,
      loadOverlay,
    ])
      void load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

const UPLINE_LOOKUP_DEBOUNCE_MS = 500;

/**
 * The schema of each view (the Kantor Pelayanan view asks neither sex nor marital status). raw: the
 * form keeps its own values (blank strings); the API document is built from them.
 */
const memberResolver = (kpView: boolean) =>
  lazyZodResolver(
    () => import("@/lib/schemas/member").then((m) => m.memberFormSchema({ kpView })),
    { raw: true },
  );
const RESOLVERS = { kp: memberResolver(true), other: memberResolver(false) };

function readDraft(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (!parsed.values || typeof parsed.values !== "object") return null;
    const step = Number(parsed.step);
    return {
      values: { ...emptyMemberForm(), ...parsed.values },
      step: step >= 0 && step <= 2 ? step : 0,
    };
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: Draft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only without a draft.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}

export function MemberForm({
  memberId = null,
  title,
  redirectTo = DEFAULT_REDIRECT,
  createPath,
  defaultUplineFromOwnMembers = false,
  initial,
  history,
}: MemberFormProps) {
  const router = useRouter();
  const toast = useToast();
  const user = useSessionUser();
  const kpView = user.officeCategoryId === KP_CATEGORY_ID;
  const editing = memberId !== null;
  const key = draftKey(memberId);
  // The member the page's server loaded: the form (and the page's HTML) starts from it.
  const serverMember = initial?.member && memberId ? initial.member : null;
  // The options came with the page: with its member (edit), or alone (create).
  const serverOptions = serverMember || (!editing && initial) ? initial?.options : undefined;
  const serverUpline = serverMember?.referal.nama_upline ? serverMember.referal.no_upline : "";
  // The values the server rendered: starting from them again (no draft) resets nothing.
  const [startValues] = React.useState<MemberFormValues>(() => serverMember ?? emptyMemberForm());
  const form = useForm<TMemberFormInput>({
    resolver: kpView ? RESOLVERS.kp : RESOLVERS.other,
    defaultValues: startValues,
  });

  const [step, setStep] = React.useState(0);
  // Not ready (nothing typed, no draft written) until the starting values are in: with the
  // server's member that is right after hydration, once a draft of it has been looked for.
  const [ready, setReady] = React.useState(false);
  // The server's member is on screen: no 'Memuat...' over it while the form gets ready.
  // A new member's empty form is on screen too once its options came with the page.
  const [shownFromServer, setShownFromServer] = React.useState(
    serverMember !== null || serverOptions !== undefined,
  );
  const [loadError, setLoadError] = React.useState<string | null>(null);
  // The member's history when the form loaded the member itself (else the server's `history`).
  const [histories, setHistories] = React.useState<MemberHistoryRow[] | null>(null);
  const { busy: saving, submit } = useSubmit();
  const [saved, setSaved] = React.useState(false);
  const [failure, setFailure] = React.useState<string | null>(null);
  const [uplineState, setUplineState] = React.useState<UplineState>(
    serverUpline ? "found" : "idle",
  );
  const [focusField, setFocusField] = React.useState<MemberFieldPath | null>(null);
  const [generation, setGeneration] = React.useState(0);
  /** The upline code whose name is already known (picked, loaded or looked up). */
  const knownUpline = React.useRef<string>(serverUpline);
  // The server's member stands for the first load; it is used once.
  const fromServer = React.useRef(serverMember);
  // Until the first start the form holds startValues: starting from them resets nothing.
  const pristine = React.useRef(true);

  const values = useWatch({ control: form.control }) as MemberFormValues;
  const province = values.alamat?.provinsi ?? "";
  const city = values.alamat?.kabupaten ?? "";
  const district = values.alamat?.kecamatan ?? "";
  const uplineCode = values.referal?.no_upline ?? "";

  // Load: the draft of this form if any, else the member (edit) or an empty form (create).
  React.useEffect(() => {
    const ac = new AbortController();
    const start = (v: MemberFormValues, s: number) => {
      // No reset (and no re-render of every field) when the form holds these values already.
      if (!(pristine.current && v === startValues)) form.reset(v);
      pristine.current = false;
      knownUpline.current = v.referal.nama_upline ? v.referal.no_upline : "";
      // A transition: right after hydration this re-render (which also hydrates the step's
      // Suspense boundary) is time-sliced instead of one long task with the hydration.
      React.startTransition(() => {
        setUplineState(v.referal.nama_upline ? "found" : "idle");
        setStep(s);
        setReady(true);
        setShownFromServer(false);
      });
    };
    const draft = readDraft(key);
    const server = fromServer.current;
    fromServer.current = null;
    // The form's starting values come from outside React (the draft in localStorage, the page's
    // member): not ready until they are in. (The React Compiler lint reads this component since
    // its steps moved out; the effect is as before.)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- starting values come from localStorage and the page, outside React
    setReady(false);
    if (editing && memberId && server) {
      // The member came with the page; a draft of it (kept in this browser) wins, as below.
      if (draft) start({ ...draft.values, id: memberId, nomor: server.nomor }, draft.step);
      else start(startValues, 0);
    } else if (editing && memberId) {
      Promise.all([loadApi(), import("./from-api")])
        .then(([api, fromApi]) =>
          api.fetchMember(memberId, ac.signal).then((doc) => fromApi.memberFromDocument(doc)),
        )
        .then((loaded) => {
          if (ac.signal.aborted) return;
          setHistories(loaded.histories);
          if (draft)
            start({ ...draft.values, id: memberId, nomor: loaded.values.nomor }, draft.step);
          else start(loaded.values, 0);
        })
        .catch((err: unknown) => {
          if (ac.signal.aborted) return;
          setLoadError(err instanceof Error ? err.message : "Terjadi error");
        });
    } else if (draft) {
      start(draft.values, draft.step);
    } else if (defaultUplineFromOwnMembers) {
      loadApi()
        .then((api) => api.firstOwnMember(ac.signal))
        .then((hit) => {
          if (ac.signal.aborted) return;
          const v = emptyMemberForm();
          if (hit) v.referal = { id: hit.id, no_upline: hit.code, nama_upline: hit.name };
          start(v, 0);
        })
        .catch(() => {
          if (!ac.signal.aborted) start(emptyMemberForm(), 0);
        });
    } else {
      start(generation === 0 ? startValues : emptyMemberForm(), 0);
    }
    return () => ac.abort();
  }, [editing, memberId, key, defaultUplineFromOwnMembers, form, generation, startValues]);

  // The draft follows every change (SPEC §4), once the form has its starting values.
  React.useEffect(() => {
    if (!ready || saved) return;
    writeDraft(key, { values: form.getValues() as MemberFormValues, step });
  }, [values, step, ready, saved, key, form]);

  // The step on screen (its module loaded and mounted), as each step reports it.
  const [shownStep, setShownStep] = React.useState<number | null>(null);
  const onShown = React.useMemo(
    () => ({
      personal: () => setShownStep(0),
      address: () => setShownStep(1),
      bank: () => setShownStep(2),
    }),
    [],
  );
  React.useEffect(() => (ready ? preloadWhenIdle() : undefined), [ready]);

  // Moving the focus to a field of another step waits until that step is shown.
  React.useEffect(() => {
    if (!focusField || shownStep !== step) return;
    form.setFocus(focusField as Path<TMemberFormInput>);
    // A focus request is used once: the focus is the DOM's, outside React.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a focus request is used once; the focus itself is the DOM's
    setFocusField(null);
  }, [focusField, step, shownStep, form]);

  // Options of the selects (the server's, with its member, when it loaded them).
  const none: DependentOptions = { parent: "", options: [] };
  const [banks, setBanks] = React.useState<Option[]>(serverOptions?.banks ?? []);
  const [educations, setEducations] = React.useState<Option[]>(serverOptions?.educations ?? []);
  const [professions, setProfessions] = React.useState<Option[]>(serverOptions?.professions ?? []);
  const [provinces, setProvinces] = React.useState<Option[]>(serverOptions?.provinces ?? []);
  const [cities, setCities] = React.useState<DependentOptions>(serverOptions?.cities ?? none);
  const [districts, setDistricts] = React.useState<DependentOptions>(
    serverOptions?.districts ?? none,
  );
  const [villages, setVillages] = React.useState<DependentOptions>(serverOptions?.villages ?? none);
  const optionsFromServer = React.useRef(serverOptions !== undefined);

  React.useEffect(() => {
    if (optionsFromServer.current) {
      optionsFromServer.current = false;
      return;
    }
    const ac = new AbortController();
    const load = (type: string, filter: Record<string, string | boolean>, sort: string) =>
      loadApi()
        .then((api) => api.listOptions(type, filter, sort, ac.signal))
        .catch(() => [] as Option[]);
    void Promise.all([
      load("banks", { is_active: true }, "name"),
      load("educations", {}, "name"),
      load("professions", {}, "name"),
      load("provinces", {}, "name"),
    ]).then(([b, e, p, pr]) => {
      if (ac.signal.aborted) return;
      setBanks(b);
      setEducations(e);
      setProfessions(p);
      setProvinces(pr);
    });
    return () => ac.abort();
  }, []);

  // A level's options are asked for when its parent changes (not when they are there already,
  // e.g. the server's for the member's own address).
  React.useEffect(() => {
    if (!province || cities.parent === province) return;
    const ac = new AbortController();
    loadApi()
      .then((api) => api.listOptions("cities", { province_id: province }, "name", ac.signal))
      .then((options) => !ac.signal.aborted && setCities({ parent: province, options }))
      .catch(() => undefined);
    return () => ac.abort();
  }, [province, cities.parent]);
  React.useEffect(() => {
    if (!city || districts.parent === city) return;
    const ac = new AbortController();
    loadApi()
      .then((api) => api.listOptions("districts", { city_id: city }, "name", ac.signal))
      .then((options) => !ac.signal.aborted && setDistricts({ parent: city, options }))
      .catch(() => undefined);
    return () => ac.abort();
  }, [city, districts.parent]);
  React.useEffect(() => {
    if (!district || villages.parent === district) return;
    const ac = new AbortController();
    loadApi()
      .then((api) => api.listOptions("villages", { district_id: district }, "name", ac.signal))
      .then((options) => !ac.signal.aborted && setVillages({ parent: district, options }))
      .catch(() => undefined);
    return () => ac.abort();
  }, [district, villages.parent]);

  const cityOptions = cities.parent === province ? cities.options : [];
  const districtOptions = districts.parent === city ? districts.options : [];
  const villageOptions = villages.parent === district ? villages.options : [];

  // Typing an upline code looks it up (SPEC §2: simple-offices, page[limit]=1).
  React.useEffect(() => {
    if (!ready) return;
    const code = uplineCode.trim();
    if (!code) {
      knownUpline.current = "";
      // The lookup's state follows the typed code (an external lookup below); no code, no lookup.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the lookup state follows the typed code; no code, no lookup
      setUplineState("idle");
      return;
    }
    if (code === knownUpline.current) return;
    setUplineState("checking");
    const ac = new AbortController();
    const timer = window.setTimeout(() => {
      loadSave()
        .then((m) => m.lookupUplineInto(form, code, ac.signal))
        .then((found) => {
          if (ac.signal.aborted) return;
          knownUpline.current = code;
          setUplineState(found ? "found" : "missing");
        })
        .catch(() => {
          if (!ac.signal.aborted) setUplineState("idle");
        });
    }, UPLINE_LOOKUP_DEBOUNCE_MS);
    return () => {
      ac.abort();
      window.clearTimeout(timer);
    };
  }, [uplineCode, ready, form]);

  const incomplete = () => toast({ variant: "warning", description: FORM_INCOMPLETE });

  const saveContext = (): MemberSaveContext => ({
    form,
    memberId,
    officeId: user.officeId,
    uplineMissing: uplineState === "missing",
    setStep,
    setFocusField,
    incomplete,
    toastError: (message) => toast({ variant: "error", description: message }),
    submit,
    onSaved: () => {
      removeDraft(key);
      setSaved(true);
    },
    onFailure: setFailure,
  });

  async function next() {
    if (!(await (await loadSave()).validateStep(saveContext(), step))) {
      incomplete();
      return;
    }
    setStep((s) => Math.min(2, s + 1));
  }

  async function save() {
    await (await loadSave()).saveMember(saveContext());
  }

  function addAnother() {
    // Not ready while the fresh form starts: nothing of the saved member goes into a draft.
    setReady(false);
    setSaved(false);
    removeDraft(draftKey(null));
    if (editing) {
      router.push(createPath ?? redirectTo);
      return;
    }
    // The load effect starts the fresh form (with the default upline where configured).
    setGeneration((g) => g + 1);
  }

  function finish() {
    // The dialog stays until the list replaces this page (so no draft is written meanwhile).
    router.push(redirectTo);
  }

  function onUplinePicked(office: PickedOffice) {
    const code = office.code ?? office.tempCode ?? "";
    knownUpline.current = code;
    form.setValue("referal.no_upline", code, { shouldDirty: true });
    form.setValue("referal.id", office.id);
    form.setValue("referal.nama_upline", office.name);
    form.clearErrors("referal.no_upline");
    setUplineState("found");
  }

  const heading = title ?? (editing ? DEFAULT_EDIT_TITLE : DEFAULT_CREATE_TITLE);

  if (loadError)
    return (
      <div className="flex flex-col gap-4 pt-2">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <React.Suspense fallback={null}>
          <Alert variant="error">{loadError}</Alert>
        </React.Suspense>
        <div>
          <Button type="button" variant="outline" onClick={() => router.push(redirectTo)}>
            Kembali
          </Button>
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        {editing && values.nomor ? (
          <p className="text-sm text-muted-foreground">
            Nomor: <span className="font-medium text-foreground">{values.nomor}</span>
          </p>
        ) : null}
      </header>

      <ol aria-label="Langkah pengisian" className="grid grid-cols-3 gap-2">
        {STEP_TITLES.map((t, i) => (
          <li
            key={t}
            aria-current={i === step ? "step" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-md border px-3 py-2 text-sm",
              i === step && "border-primary bg-primary/5 font-semibold text-primary",
              i < step && "text-green-700",
            )}
          >
            <span
              className={cn(
                "grid size-6 place-items-center rounded-full border text-xs",
                i === step && "border-primary bg-primary text-primary-foreground",
                i < step && "border-green-600 bg-green-600 text-white",
              )}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            {t}
          </li>
        ))}
      </ol>

      {editing
        ? (history ??
          (histories ? (
            <React.Suspense fallback={null}>
              <MemberHistoryBlock rows={histories} viewerCategoryId={user.officeCategoryId} />
            </React.Suspense>
          ) : null))
        : null}

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{STEP_TITLES[step]}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            aria-label={STEP_TITLES[step]}
            onSubmit={(e) => {
              e.preventDefault();
              if (step < 2) void next();
              else void save();
            }}
            className="flex flex-col gap-4"
          >
            {/* Nothing is typed before the starting values are in: their arrival (a draft, the
                member, the default upline) resets the form and would drop what was typed. Inert,
                not disabled, until then: the form the server rendered looks ready, and enabling
                it does not restyle every control and option (:disabled -> :enabled) in the task
                that hydrates the page. While saving, the fields are disabled. */}
            <fieldset disabled={saving} inert={!ready} className="contents">
              <React.Suspense fallback={null}>
                {step === 0 ? (
                  <MemberStepPersonal
                    form={form}
                    onShown={onShown.personal}
                    kpView={kpView}
                    educations={educations}
                    professions={professions}
                  />
                ) : null}
                {step === 1 ? (
                  <MemberStepAddress
                    form={form}
                    onShown={onShown.address}
                    kpView={kpView}
                    provinces={provinces}
                    cityOptions={cityOptions}
                    districtOptions={districtOptions}
                    villageOptions={villageOptions}
                    province={province}
                    city={city}
                    district={district}
                    area={values.area}
                  />
                ) : null}
                {step === 2 ? (
                  <MemberStepBank
                    form={form}
                    onShown={onShown.bank}
                    banks={banks}
                    checkingUpline={uplineState === "checking"}
                    onUplinePicked={onUplinePicked}
                  />
                ) : null}
              </React.Suspense>

              <div className="flex flex-wrap justify-between gap-2 border-t pt-4">
                <Button
                  type="button"
                  variant="outline"
                  disabled={step === 0 || saving}
                  onClick={() => setStep((s) => Math.max(0, s - 1))}
                >
                  Sebelumnya
                </Button>
                {step < 2 ? (
                  <Button type="submit" disabled={!ready}>
                    Selanjutnya
                  </Button>
                ) : (
                  <React.Suspense fallback={null}>
                    <SaveButton busy={saving} disabled={!ready} />
                  </React.Suspense>
                )}
              </div>
            </fieldset>
          </form>
        </CardContent>
      </Card>

      {(!ready && !shownFromServer) || saving ? (
        <React.Suspense fallback={null}>
          <LoadingOverlay show text={saving ? "Menyimpan..." : "Memuat..."} />
        </React.Suspense>
      ) : null}

      {saved || failure !== null ? (
        <React.Suspense fallback={null}>
          <MemberFormDialogs
            saved={saved}
            failure={failure}
            onAddAnother={addAnother}
            onFinish={finish}
            onRetry={() => void save()}
            onBack={() => setFailure(null)}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}
