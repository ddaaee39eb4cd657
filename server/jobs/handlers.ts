// Which kinds of background work exist and who does them (docs/operations.md "Background jobs").
// A handler must be resumable: after its process died it runs again on another instance.
import type { JobHandler } from "./types";
import { periodCloseJob, PERIOD_CLOSE_JOB } from "@/server/periods/close-period-job";
import { outboxJob } from "@/server/customer-service/outbox-job";
import { OUTBOX_JOB } from "@/server/customer-service/outbox";
import { broadcastJob, BROADCAST_JOB } from "@/server/customer-service/broadcast-job";

export const JOB_HANDLERS: Readonly<Record<string, JobHandler>> = {
  [PERIOD_CLOSE_JOB]: periodCloseJob,
  [OUTBOX_JOB]: outboxJob,
  [BROADCAST_JOB]: broadcastJob,
};

export const JOB_KINDS: readonly string[] = Object.keys(JOB_HANDLERS);
