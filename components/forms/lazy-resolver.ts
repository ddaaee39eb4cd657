// The one way a form validates in the browser: its zod schema, the same one the API parses with,
// through react-hook-form's zod resolver, both loaded on demand (docs/browser-performance.md).
//
// zod and the resolver are about 35 KB gzip; in a form module's static imports they were part of
// the first-load JavaScript of every page that shows a form, and their parsing most of those
// pages' blocking time. Here the form module holds only a loader: the schema module and the
// resolver are fetched on the first key or pointer press on the page (before anyone can have
// filled in a field), and at the latest by the first validation, which waits for them.
//
// Usage, at module level (one loader per form, shared by its instances):
//   const resolver = lazyZodResolver(() => import("@/lib/schemas/users").then((m) => m.ZUpdatePasswordInput));
//   useForm<z.input<typeof ZUpdatePasswordInput>, unknown, z.output<...>>({ resolver, ... })
// with `import type { ZUpdatePasswordInput } from "@/lib/schemas/users"` for the types.
// tests/unit/client-imports.test.ts fails when a browser module imports zod statically.
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading the schema and resolver (idempotent). */
  preload: () => void;
};

/** Events after which a person may start typing: the first of them starts the download. */
const FIRST_USE_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * `raw: true` is zodResolver's option of the same name: a valid form submits its own values, not
 * the schema's output (the member form builds its API document from the blank strings).
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options?: { raw?: false },
): LazyResolver<Input, Output>;
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: { raw: true },
): LazyResolver<Input, Input>;
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: { raw?: boolean } = {},
): LazyResolver<Input, Output | Input> {
  let loading: Promise<Resolver<Input, unknown, Output | Input>> | null = null;
  const load = () =>
    (loading ??= Promise.all([
      import("@hookform/resolvers/zod"),
      loadSchema(),
      // The Indonesian messages zod gives where a schema sets none (lib/zod-locale.ts).
      import("@/lib/zod-locale"),
    ]).then(
      ([{ zodResolver }, schema]): Resolver<Input, unknown, Output | Input> =>
        options.raw ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema),
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next validation.
        loading = null;
        throw error;
      },
    ));
  const preload = () => void load().catch(() => undefined);

  if (typeof window !== "undefined") {
    const onFirstUse = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, true);
      preload();
    };
    for (const type of FIRST_USE_EVENTS)
      window.addEventListener(type, onFirstUse, { capture: true, passive: true });
  }

  const resolver: Resolver<Input, unknown, Output | Input> = async (values, context, opts) =>
    (await load())(values, context, opts);
  return Object.assign(resolver, { preload });
}
