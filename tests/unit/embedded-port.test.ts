// npm start beside another checkout: the embedded PostgreSQL port (docs/operations.md "Ports").
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { choosePort as choose, rememberPort as remember } from "../../scripts/lib/embedded-db.mjs";

const servers: net.Server[] = [];
function listen(port = 0): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(port, "127.0.0.1", () => {
      servers.push(s);
      resolve((s.address() as net.AddressInfo).port);
    });
  });
}
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

describe("embedded PostgreSQL port", () => {
  it("keeps the remembered port while free and moves (and says so) when it is taken", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "erp-port-"));
    const taken = await listen();
    await remember(dir, taken);
    const moved = await choose(dir);
    expect(moved.port).not.toBe(taken);
    expect(moved.note).toContain(`port ${taken} is taken`);
    await remember(dir, moved.port);
    expect(await choose(dir)).toEqual({ port: moved.port, note: null });
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("an explicit EMBEDDED_PG_PORT that is taken stops with a message naming it", async () => {
    const taken = await listen();
    await expect(choose(os.tmpdir(), String(taken))).rejects.toThrow(
      `port ${taken} (EMBEDDED_PG_PORT) is already in use`,
    );
  });
});
