/** A figure on an area's landing page. */
export type StatFormat = "number" | "rupiah";

export interface Stat {
  label: string;
  value: number;
  format: StatFormat;
  hint?: string;
}
