import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "node",
    // Some tests compile the schema or generate files; a busy 2-core machine needs headroom.
    testTimeout: 30_000,
  },
});
