import { describe, expect, it } from "vitest";
import { APP_VERSION, compareVersions, isOutdated } from "@/lib/version";

describe("compareVersions", () => {
  it("compares part by part as numbers", () => {
    expect(compareVersions("0.10.40", "0.9.99")).toBe(1);
    expect(compareVersions("0.10.40", "0.10.41")).toBe(-1);
    expect(compareVersions("1.2", "1.2.0")).toBe(0);
    expect(compareVersions("2.0.0", "10.0.0")).toBe(-1);
  });

  it("flags the client as outdated only when the server asks for a newer one", () => {
    expect(APP_VERSION).toBe("0.10.40");
    expect(isOutdated(APP_VERSION, "0.10.41")).toBe(true);
    expect(isOutdated(APP_VERSION, "0.10.40")).toBe(false);
    expect(isOutdated(APP_VERSION, null)).toBe(false);
  });
});
