// Dates of notifications in Indonesian (date-fns `id` locale, ARCHITECTURE §6).
import { format, formatDistanceToNow, parseISO } from "date-fns";
import { id as localeId } from "date-fns/locale";

/** "5 menit yang lalu" */
export function timeAgo(iso: string): string {
  return formatDistanceToNow(parseISO(iso), { addSuffix: true, locale: localeId });
}

/** "12 Mar 2025 14:05" (SPEC §9 display 'll LT') */
export function dateTime(iso: string): string {
  return format(parseISO(iso), "d MMM yyyy HH:mm", { locale: localeId });
}
