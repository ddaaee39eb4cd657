// Display formatting shared by server and client (Indonesian locale, money as whole rupiah).

const plain = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

/**
 * Formats whole rupiah: 1500000 -> "Rp 1.500.000", -5000 -> "-Rp 5.000". Accepts bigint for
 * money columns. Always "Rp", one plain space, the grouped number: not the ICU currency pattern,
 * whose spacing differs between ICU versions (Node, Chromium) and gave "Rp5.000.000".
 */
export function formatRupiah(value: number | bigint): string {
  const negative = value < 0;
  const abs = negative ? -value : value;
  return `${negative ? "-" : ""}Rp ${plain.format(abs)}`;
}

/** Formats an integer with Indonesian thousands separators: 83763 -> "83.763". */
export function formatNumber(value: number | bigint): string {
  return plain.format(value);
}
