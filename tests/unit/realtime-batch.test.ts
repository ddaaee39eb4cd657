// publishAll: a batch goes through the driver's publishMany in one call when it has one (the
// PostgreSQL driver: one pg_notify statement), else event by event; FanoutRealtime hands the
// batch to every driver.
import { describe, expect, it } from "vitest";
import { FanoutRealtime, publishAll } from "@/server/realtime";
import type { RealtimeDriver, RealtimeMessage } from "@/server/realtime/types";

function recorder(withMany: boolean) {
  const calls: string[] = [];
  const driver: RealtimeDriver = {
    publish: async (channel, event) => {
      calls.push(`one ${channel} ${event}`);
    },
    subscribe: () => Promise.reject(new Error("not used")),
    close: async () => {},
    ...(withMany
      ? {
          publishMany: async (messages: readonly RealtimeMessage[]) => {
            calls.push(`many ${messages.map((m) => m.channel).join(",")}`);
          },
        }
      : {}),
  };
  return { driver, calls };
}

const batch: RealtimeMessage[] = [
  { channel: "private-user.a", event: "NotificationCreated", data: { id: "1" } },
  { channel: "private-user.b", event: "NotificationCreated", data: { id: "2" } },
];

describe("publishAll", () => {
  it("uses publishMany once when the driver has it", async () => {
    const r = recorder(true);
    await publishAll(r.driver, batch);
    expect(r.calls).toEqual(["many private-user.a,private-user.b"]);
  });

  it("falls back to one publish per event", async () => {
    const r = recorder(false);
    await publishAll(r.driver, batch);
    expect(r.calls.sort()).toEqual([
      "one private-user.a NotificationCreated",
      "one private-user.b NotificationCreated",
    ]);
  });

  it("does nothing for an empty batch", async () => {
    const r = recorder(true);
    await publishAll(r.driver, []);
    expect(r.calls).toEqual([]);
  });

  it("fans a batch out to every driver", async () => {
    const a = recorder(true);
    const b = recorder(false);
    await new FanoutRealtime(a.driver, [b.driver]).publishMany(batch);
    expect(a.calls).toEqual(["many private-user.a,private-user.b"]);
    expect(b.calls).toHaveLength(2);
  });
});
