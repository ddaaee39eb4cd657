// Calls of the QR screens that are not plain resource lists: the report action (a JSON:API
// document of qr-code-reports) and the file URLs of the export/image actions.
import { errorDetail } from "@/components/widgets/toast";
import {
  API_BASE,
  JSONAPI_MEDIA_TYPE,
  JsonApiError,
  buildListQuery,
  type FilterValue,
} from "@/lib/jsonapi-client";

export interface QrReportRow {
  id: string;
  product_code: string;
  product_name: string;
  generations: number;
  generated: number;
  scanned: number;
  unscanned: number;
  last_generated_at: string | null;
}

export interface QrReport {
  rows: QrReportRow[];
  totals: { generations: number; generated: number; scanned: number };
}

export async function fetchQrReport(
  filter: Record<string, FilterValue>,
  signal?: AbortSignal,
): Promise<QrReport> {
  const q = buildListQuery({ filter });
  const res = await fetch(`${API_BASE}/qr-codes/-actions/report${q ? `?${q}` : ""}`, {
    credentials: "same-origin",
    headers: { Accept: JSONAPI_MEDIA_TYPE },
    signal,
  });
  const body = (await res.json().catch(() => null)) as {
    data?: { id: string; attributes: Omit<QrReportRow, "id"> }[];
    meta?: { totals?: QrReport["totals"] };
  } | null;
  if (!res.ok)
    throw new JsonApiError(
      res.status,
      res.status === 429 ? "Terlalu banyak permintaan" : errorDetail(body),
    );
  return {
    rows: (body?.data ?? []).map((r) => ({ ...r.attributes, id: r.id })),
    totals: body?.meta?.totals ?? { generations: 0, generated: 0, scanned: 0 },
  };
}

export const exportUrl = (generationId: string) =>
  `${API_BASE}/qr-code-generations/${encodeURIComponent(generationId)}/-actions/export`;

export const imageUrl = (codeId: string, download = false) =>
  `${API_BASE}/qr-codes/${encodeURIComponent(codeId)}/-actions/image${download ? "?download=1" : ""}`;
