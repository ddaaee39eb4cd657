// Dispute actions (SPEC §7 "Payments and money", docs/money.md "Disputes"):
//   POST dispute-images/-actions/uploads       multipart `images` (or `image`): 201, the images
//   POST disputes/{id}/-actions/resolve        attributes status (resolved|rejected), resolution
//   GET  disputes/{id}/-actions/history        the state history (document-status-histories)
import type { ActionDef } from "@/server/jsonapi/actions";
import { historyAction, memberTransition } from "@/server/jsonapi/member-actions";
import { inputFromDocument, validateInput } from "@/server/jsonapi/engine";
import { documentResponse } from "@/server/jsonapi/respond";
import { withNotices } from "@/server/notifications/transactional";
import { DISPUTE_RESOLVED, ZResolveDisputeInput } from "@/lib/schemas/disputes";
import { DISPUTE_DOCUMENT_TYPE } from "./history";
import { disputes } from "./resources";
import { resolveDispute } from "./resolve-dispute";
import { IMAGE_FIELDS, uploadDisputeImages } from "./upload-dispute-images";

const uploads: ActionDef = {
  type: "dispute-images",
  name: "uploads",
  scope: "collection",
  methods: ["POST"],
  auth: "required",
  body: "multipart",
  async run(ctx) {
    const actor = ctx.requireActor();
    const files = IMAGE_FIELDS.flatMap((f) => ctx.form?.getAll(f) ?? []);
    const ids = await ctx.db.$transaction((tx) => uploadDisputeImages(tx, files, actor));
    const engine = ctx.engine;
    const data = [];
    for (const id of ids) {
      const url = new URL(`/api/v1/dispute-images/${id}`, ctx.url);
      const doc = await engine.read({ db: ctx.db, actor, url }, "dispute-images", id);
      data.push(doc.data);
    }
    return documentResponse(
      { jsonapi: { version: "1.0" }, data, meta: { message: "Gambar berhasil diunggah" } },
      201,
    );
  },
};

const resolve = memberTransition({
  type: "disputes",
  name: "resolve",
  message: DISPUTE_RESOLVED,
  methods: ["POST", "PATCH"],
  body: "jsonapi",
  commit: withNotices,
  input: (ctx, _actor, id) =>
    validateInput(disputes, ZResolveDisputeInput, inputFromDocument(disputes, ctx.body, id)),
  apply: (tx, actor, id, input) => resolveDispute(tx, id, input, actor),
});

const history = historyAction("disputes", DISPUTE_DOCUMENT_TYPE);

export const disputeActions: ActionDef[] = [uploads, resolve, history];
