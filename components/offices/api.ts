// Calls of the office screens that the generic client does not cover: custom actions
// ({type}/{id}/-actions/{name}) and a to-many relationship replace. Same errors as the client
// (JsonApiError with errors[0].detail, 'Terjadi error', 429 'Terlalu banyak permintaan').
import { errorDetail } from "@/components/widgets/toast";
import {
  API_BASE,
  JSONAPI_MEDIA_TYPE,
  JsonApiError,
  fieldErrorsOf,
  type ResourceIdentifier,
  type ResourceObject,
} from "@/lib/jsonapi-client";

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${API_BASE}/${path}`, {
    method,
    credentials: "same-origin",
    headers: {
      Accept: JSONAPI_MEDIA_TYPE,
      ...(body === undefined ? {} : { "Content-Type": JSONAPI_MEDIA_TYPE }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = res.status === 204 ? "" : await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const detail = res.status === 429 ? "Terlalu banyak permintaan" : errorDetail(parsed);
    throw new JsonApiError(res.status, detail, fieldErrorsOf(parsed));
  }
  return parsed;
}

const enc = encodeURIComponent;

/** POST offices/{id}/-actions/{name} with an optional JSON:API body; answers the primary data. */
export async function officeAction<A = Record<string, unknown>>(
  officeId: string,
  name: "promoteToStockist" | "promoteToSC" | "topUpStockist",
  body?: unknown,
): Promise<ResourceObject<A>> {
  const doc = (await send("POST", `offices/${enc(officeId)}/-actions/${name}`, body)) as {
    data: ResourceObject<A>;
  };
  return doc.data;
}

/** POST balance-trxes/-actions/approveTopupStockist for one top-up. */
export async function approveTopup(topupId: string): Promise<void> {
  await send("POST", "balance-trxes/-actions/approveTopupStockist", {
    data: { type: "topups", id: topupId },
  });
}

/** POST balance-trxes/-actions/rejectTopupStockist: the top-up is not credited, with a reason. */
export async function rejectTopup(topupId: string, rejectReason: string): Promise<void> {
  await send("POST", "balance-trxes/-actions/rejectTopupStockist", {
    data: { type: "topups", id: topupId, attributes: { reject_reason: rejectReason } },
  });
}

/** GET offices/{id}/relationships/{rel}: the linked ids. */
export async function relationshipIds(officeId: string, rel: string): Promise<string[]> {
  const doc = (await send("GET", `offices/${enc(officeId)}/relationships/${enc(rel)}`)) as {
    data?: ResourceIdentifier[] | null;
  };
  return (doc.data ?? []).map((d) => d.id);
}

/** PATCH offices/{id}/relationships/{rel}: replaces the linked set. */
export async function replaceRelationship(
  officeId: string,
  rel: string,
  type: string,
  ids: string[],
): Promise<void> {
  await send("PATCH", `offices/${enc(officeId)}/relationships/${enc(rel)}`, {
    data: ids.map((id) => ({ type, id })),
  });
}
