// Module hook for the seed (plain Node): `server-only` resolves to its empty variant, as it does
// under React Server Components and in vitest (vitest.config.ts), so the seed can run the same
// use cases as the app (prisma/seed/purchasing.ts) instead of writing rows around their rules.
const EMPTY = new URL("../../node_modules/server-only/empty.js", import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: EMPTY, shortCircuit: true };
  return next(specifier, context);
}
