import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // tests/dist/ reads the build in dist/: npm test runs the build before these (scripts/test.mjs).
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/dist/**/*.test.ts", "src/**/*.test.{ts,tsx}"],
    environment: "node",
    // Some tests compile the schema or generate files; a busy 2-core machine needs headroom.
    testTimeout: 30_000,
    // Every core: vitest's default leaves one free, which on two cores ran every file one after
    // another, while a good part of a file's time is spent waiting on the git, build and server
    // processes it starts.
    maxWorkers: availableParallelism(),
  },
});
