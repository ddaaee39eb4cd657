// The name this process goes by in background_jobs.locked_by: host, pid and a random part (a
// restarted container may reuse both host name and pid).
import os from "node:os";
import { randomBytes } from "node:crypto";

const holder = globalThis as unknown as { __erpInstanceId?: string };

export function instanceId(): string {
  holder.__erpInstanceId ??= `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  return holder.__erpInstanceId;
}
