// A path that is not valid percent-encoding ("/gudang/%E0%A4%A") names nothing: 400 from the
// proxy (proxy.ts), a JSON:API error under /api/, plain text elsewhere. Next's router answered
// these with 500 on every route, pages and API alike.
import { describe, expect, it } from "vitest";
import { api, baseUrl, firstError } from "../support/api";

const BROKEN = "%E0%A4%A";

describe("malformed percent-encoding in the path", () => {
  it("an API path: 400 as a JSON:API error", async () => {
    for (const path of [`/api/v1/products/${BROKEN}`, `/api/v1/${BROKEN}`, `/api/v1/orders/%ZZ`]) {
      const res = await api("GET", path);
      expect(res.status, path).toBe(400);
      expect(firstError(res.body)).toMatchObject({ status: "400", code: "BAD_REQUEST" });
    }
  });

  it("a page path: 400, never 500", async () => {
    for (const path of [`/terima/${BROKEN}`, `/gudang/pembelian/${BROKEN}`, `/${BROKEN}`]) {
      const res = await fetch(new URL(path, baseUrl()), { redirect: "manual" });
      expect(res.status, path).toBe(400);
      expect(await res.text()).toContain("Alamat tidak valid");
    }
  });

  it("well-formed paths pass through", async () => {
    const res = await fetch(new URL("/login", baseUrl()), { redirect: "manual" });
    expect(res.status).toBe(200);
    const api404 = await api("GET", "/api/v1/products/%20tidak-ada");
    expect(api404.status).not.toBe(400);
  });
});
