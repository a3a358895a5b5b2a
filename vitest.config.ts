import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

// tests/dist/ reads the build in dist/: npm test runs the build before these (scripts/test.mjs).
const include = ["tests/unit/**/*.test.{ts,tsx}", "tests/dist/**/*.test.ts", "src/**/*.test.{ts,tsx}"];
const files = ["tests/unit", "tests/dist", "src"]
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file));

/**
 * The files that replace a module or a global (vi.mock, vi.doMock, vi.stubGlobal, vi.stubEnv): each
 * has a module graph of its own, as a module another file had imported first would be the real one.
 */
const replacing = files.filter((file) => /\bvi\.(?:mock|doMock|stubGlobal|stubEnv)\(/.test(readFileSync(file, "utf8")));
/**
 * The files that write into the project's own public/ for a while (the build's test puts two
 * uploads there): they run after the others, which read public/ (a folder in it is a reserved page
 * path, named in the check's messages).
 */
const ownPublic = ["tests/unit/engine/build/build.test.ts"];
for (const file of ownPublic) if (!files.includes(file)) throw new Error(`vitest.config.ts: ${file} is not a test file any more; name it where it is now`);

export default defineConfig({
  test: {
    environment: "node",
    // Some tests compile the schema or generate files; a busy 2-core machine needs headroom.
    testTimeout: 30_000,
    // Every core: vitest's default leaves one free, which on two cores ran every file one after
    // another, while a good part of a file's time is spent waiting on the git, build and server
    // processes it starts.
    maxWorkers: availableParallelism(),
    projects: [
      // The rest share each worker's modules: a file does not import again what a file before it in
      // that worker imported (the schema, the check, React, yaml, Vite), which was a third of the
      // phase's time. No module of the code keeps state that a test changes.
      { extends: true, test: { name: "unit", include, exclude: [...replacing, ...ownPublic], isolate: false } },
      { extends: true, test: { name: "unit, own modules", include: replacing } },
      { extends: true, test: { name: "unit, after the rest", include: ownPublic, isolate: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
