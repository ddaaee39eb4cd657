// What a server action answers (server/auth/server-action.ts builds it): never a thrown error,
// so the client can show the text (SPEC §8: the first error's detail) and per-field errors.

export type ActionResult<T = null> =
  | { ok: true; data: T; message: string | null }
  | { ok: false; status: number; error: string; fieldErrors: Record<string, string> };

export type ActionFailure = Extract<ActionResult, { ok: false }>;
