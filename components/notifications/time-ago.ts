// Relative time of a notification. Its own module so that date-fns stays out of the screens that
// import `dateTime` from ./format.ts: only the notification menu (loaded on demand) imports this.
import { formatDistanceToNow, parseISO } from "date-fns";
import { id as localeId } from "date-fns/locale";

/** "5 menit yang lalu" */
export function timeAgo(iso: string): string {
  return formatDistanceToNow(parseISO(iso), { addSuffix: true, locale: localeId });
}
