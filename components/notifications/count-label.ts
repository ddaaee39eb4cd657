/** The unread count as the bell shows it: "99+" above 99. */
export function countLabel(total: number): string {
  return total > 99 ? "99+" : String(total);
}
