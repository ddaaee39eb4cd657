import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": import.meta.dirname,
  // server-only throws outside React Server Components; tests call use cases directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/require-db.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share one seeded database; run them one at a time for predictable state.
          fileParallelism: false,
        },
      },
    ],
  },
});
