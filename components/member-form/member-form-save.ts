// The member form's step checks and its save (SPEC §4, §5, §7): a step's fields validated before
// it is left, every step before a save, the API document sent, and the API's field errors put on
// their fields. member-form.tsx loads this module (with the step rules and the API calls) when the
// browser is idle after the form is ready, and at the latest on the first 'Selanjutnya'/'Simpan'.
import type { Path } from "react-hook-form";
import type { Submit } from "@/components/forms/use-submit";
import type { TMemberFormInput } from "@/lib/schemas/member";
import {
  formFieldOfPointer,
  memberDocument,
  normalizeArea,
  STEP_FIELDS,
  stepOfField,
  UPLINE_NOT_FOUND,
  type MemberFieldPath,
  type MemberFormValues,
} from "@/lib/schemas/member-rules";
import { createMember, lookupUpline, MemberApiError, updateMember } from "./api";
import { errorOf, type MemberForm } from "./member-fields";

export interface MemberSaveContext {
  form: MemberForm;
  memberId: string | null;
  /** The signed-in user's office, which registers a new member. */
  officeId: string | null;
  /** The typed upline code was looked up and is no member. */
  uplineMissing: boolean;
  setStep: (step: number) => void;
  setFocusField: (field: MemberFieldPath) => void;
  /** The toast 'Form belum lengkap!'. */
  incomplete: () => void;
  toastError: (message: string) => void;
  submit: Submit["submit"];
  /** Saved: the draft goes, the 'Berhasil' dialog comes. */
  onSaved: () => void;
  onFailure: (message: string) => void;
}

/** True when step `s` validates; else its errors are shown and the first one focused. */
export async function validateStep(ctx: MemberSaveContext, s: number): Promise<boolean> {
  const { form } = ctx;
  const fields = [...(STEP_FIELDS[s] ?? [])] as Path<TMemberFormInput>[];
  const ok = await form.trigger(fields, { shouldFocus: true });
  if (s === 2 && ok && ctx.uplineMissing) {
    form.setError(
      "referal.no_upline",
      { type: "lookup", message: UPLINE_NOT_FOUND },
      { shouldFocus: true },
    );
    return false;
  }
  return ok;
}

export async function saveMember(ctx: MemberSaveContext): Promise<void> {
  const { form, memberId } = ctx;
  for (const s of [0, 1, 2]) {
    if (!(await validateStep(ctx, s))) {
      ctx.setStep(s);
      const first = STEP_FIELDS[s]?.find((f) => errorOf(form, f as Path<TMemberFormInput>));
      if (first) ctx.setFocusField(first);
      ctx.incomplete();
      return;
    }
  }
  const v = form.getValues() as MemberFormValues;
  const doc = memberDocument({ ...v, area: normalizeArea(v.area) }, memberId ?? undefined);
  await ctx.submit(
    async () => {
      if (memberId) await updateMember(memberId, doc);
      else {
        if (!ctx.officeId) throw new MemberApiError(403, "Anda tidak memiliki akses", []);
        await createMember(ctx.officeId, doc);
      }
      ctx.onSaved();
    },
    (err) => {
      if (err instanceof MemberApiError && (err.status === 409 || err.status === 422)) {
        // Field errors land on their fields; the first one's step is shown and focused.
        let target: MemberFieldPath | null = null;
        for (const e of err.errors) {
          const field = e.source?.pointer ? formFieldOfPointer(e.source.pointer) : null;
          if (!field) continue;
          form.setError(field as Path<TMemberFormInput>, {
            type: "server",
            message: e.detail ?? err.message,
          });
          target ??= field;
        }
        ctx.toastError(err.message);
        if (target) {
          ctx.setStep(stepOfField(target));
          ctx.setFocusField(target);
          return;
        }
      }
      ctx.onFailure(err instanceof Error ? err.message : "Terjadi error");
    },
  );
}

/** Looks up a typed upline code (SPEC §2) and fills in, or clears, the upline's id and name;
 *  true when it is a member. */
export async function lookupUplineInto(
  form: MemberForm,
  code: string,
  signal: AbortSignal,
): Promise<boolean> {
  const hit = await lookupUpline(code, signal);
  if (signal.aborted) return false;
  if (hit) {
    form.setValue("referal.id", hit.id);
    form.setValue("referal.nama_upline", hit.name);
    form.clearErrors("referal.no_upline");
    return true;
  }
  form.setValue("referal.id", "");
  form.setValue("referal.nama_upline", "");
  form.setError("referal.no_upline", { type: "lookup", message: UPLINE_NOT_FOUND });
  return false;
}
