// Display formatting shared by server and client (Indonesian locale, money as whole rupiah).

const rupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  maximumFractionDigits: 0,
});
const plain = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/** Formats whole rupiah: 1500000 -> "Rp 1.500.000". Accepts bigint for money columns. */
export function formatRupiah(value: number | bigint): string {
  return rupiah.format(value).replace(/\u00a0/g, " ");
}

/** Formats an integer with Indonesian thousands separators: 83763 -> "83.763". */
export function formatNumber(value: number | bigint): string {
  return plain.format(value);
}

/** Parses user input of a currency field ("Rp 1.500.000") to whole rupiah; null when empty. */
export function parseRupiah(input: string): number | null {
  const digits = input.replace(/[^\d]/g, "");
  return digits === "" ? null : Number(digits);
}

/** Keeps digits and at most one dot, for decimal inputs (SPEC §5). */
export function sanitizeDecimal(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, "");
  const dot = cleaned.indexOf(".");
  return dot === -1
    ? cleaned
    : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, "");
}
