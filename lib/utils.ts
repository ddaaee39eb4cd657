import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/**
 * Joins class names and resolves Tailwind conflicts (shadcn convention). The conflicts are resolved
 * by lib/class-merge.ts, which gives tailwind-merge's result for the app's classes without its
 * ~8.5 KB gzip on every page (docs/browser-performance.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

/** A copy of `set` with `value` in it (`on`) or out of it: a checkbox list's state update. */
export function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
