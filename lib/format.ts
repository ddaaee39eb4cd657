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
