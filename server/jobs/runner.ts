// The background runner each app instance starts (instrumentation.ts; JOB_RUNNER=off disables it):
// claims one due job at a time of the kinds it knows, runs it, and sleeps JOB_POLL_MS when there is
// none. Several instances run it against one database; claimJob's SKIP LOCKED hands each job to
// exactly one of them (docs/operations.md "Background jobs").
import type { Db } from "@/server/prisma-client";
import { JOB_KINDS } from "./handlers";
import { claimJob, failExhausted } from "./queue";
import { runClaimedJob } from "./run-job";
import { JOB_SETTINGS } from "./settings";

export interface JobRunner {
  stop(): Promise<void>;
}

export function startJobRunner(db: Db, instanceId: string): JobRunner {
  let stopping = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopping) {
      try {
        await failExhausted(db, JOB_SETTINGS.staleSeconds());
        const job = await claimJob(db, {
          instanceId,
          kinds: JOB_KINDS,
          staleSeconds: JOB_SETTINGS.staleSeconds(),
        });
        if (job) {
          await runClaimedJob(db, job, instanceId);
          continue;
        }
      } catch (error) {
        // The database may be restarting; try again after the pause.
        console.warn("[jobs] runner:", error instanceof Error ? error.message : error);
      }
      if (!stopping) await sleep(JOB_SETTINGS.pollMs());
    }
  })();
  return {
    async stop() {
      stopping = true;
      wake?.();
      await loop;
    },
  };
}
