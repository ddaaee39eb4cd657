// Browser calls of the dispute screens (docs/money.md "Disputes"): the multipart image upload
// (dispute-images/-actions/uploads), filing a dispute (POST disputes) and Pusat's decision
// (disputes/{id}/-actions/resolve). Errors become JsonApiError with the API's detail.
import { errorDetail } from "@/components/widgets/toast";
import {
  API_BASE,
  JSONAPI_MEDIA_TYPE,
  JsonApiError,
  callApi,
  fieldErrorsOf,
} from "@/lib/jsonapi-client";
import type { DisputeKind } from "@/lib/labels/disputes";
import type { DocumentHistoryResource } from "@/components/widgets/detail-parts";

export interface DisputeAttributes {
  code: string;
  kind: DisputeKind;
  kind_label: string;
  description: string;
  status: "open" | "resolved" | "rejected";
  status_label: string;
  resolution: string | null;
  resolved_at: string | null;
  resolved_by_name: string | null;
  created_by_name: string | null;
  office_code: string | null;
  office_name: string | null;
  order_id: string | null;
  order_code: string | null;
  stock_movement_id: string | null;
  stock_movement_code: string | null;
  image_count: number;
  createdAt: string;
}

export interface DisputeImageAttributes {
  url: string;
  original_name: string | null;
}

export async function uploadImages(files: File[]): Promise<string[]> {
  if (!files.length) return [];
  const form = new FormData();
  for (const f of files) form.append("images", f);
  const res = await fetch(`${API_BASE}/dispute-images/-actions/uploads`, {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: JSONAPI_MEDIA_TYPE },
    body: form,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new JsonApiError(res.status, errorDetail(body), fieldErrorsOf(body));
  const data = (body as { data?: { id: string }[] } | null)?.data ?? [];
  return data.map((d) => d.id);
}

export async function fileDispute(input: {
  kind: DisputeKind;
  description: string;
  imageIds: string[];
  subject: { type: "orders" | "stock-movements"; id: string };
}): Promise<void> {
  const rel = input.subject.type === "orders" ? "order" : "stock-movement";
  await callApi("disputes", {
    method: "POST",
    body: {
      data: {
        type: "disputes",
        attributes: {
          kind: input.kind,
          description: input.description,
          image_ids: input.imageIds,
        },
        relationships: { [rel]: { data: { type: input.subject.type, id: input.subject.id } } },
      },
    },
    idempotencyKey: crypto.randomUUID(),
  });
}

export async function resolveDispute(
  id: string,
  status: "resolved" | "rejected",
  resolution: string,
): Promise<void> {
  await callApi(`disputes/${id}/-actions/resolve`, {
    method: "POST",
    body: { data: { type: "disputes", id, attributes: { status, resolution } } },
  });
}

/** The dispute's state history (GET disputes/{id}/-actions/history), oldest first. */
export async function loadDisputeHistory(
  id: string,
  signal?: AbortSignal,
): Promise<DocumentHistoryResource[]> {
  const res = await callApi<{ data: DocumentHistoryResource[] }>(
    `disputes/${id}/-actions/history`,
    { signal },
  );
  return res.data;
}
