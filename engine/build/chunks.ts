/** Which chunk files a prerendered page preloads, read from the client build's manifest. */
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";

/** Vite's build manifest, trimmed to what the prerender reads: chunk file, name and static imports by source module. */
export type ChunkManifest = Record<string, { file: string; name?: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The name of the chunk of the app's code, which the entry imports in a task after its own
 * (src/entry-client.tsx): every page preloads it. engine/vite/config.ts gathers the app's modules
 * into it under this name, so the manifest knows it by its name, not by src/client-app.ts.
 */
export const APP_CHUNK = "client-app";

/** The chunk files a page preloads: the app's, and those of the on-demand modules its blocks name. */
export interface Chunks {
  app: string[];
  of: (module: string) => string[];
}

/** The chunks of a client build, from its manifest. */
export function chunksOf(manifest: ChunkManifest): Chunks {
  // A chunk and the chunks it imports, minus the entry, which the page loads anyway.
  const files = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => files(k, seen))];
  };
  const app = Object.keys(manifest).find((key) => manifest[key]!.name === APP_CHUNK && !manifest[key]!.isEntry);
  if (!app) throw new Error(`no chunk named ${APP_CHUNK} in the client build (engine/vite/config.ts names the app's chunk)`);
  return {
    app: files(app),
    of: (module) => {
      if (!manifest[module]) throw new Error(`${module}: not a chunk of the client build (BlockComponent.module must name the file its preload imports)`);
      return files(module);
    },
  };
}

/**
 * Reads the client build's manifest in `dir` (engine/vite/config.ts: build.manifest) and removes it
 * from the output: it maps source modules to chunk files, which only the build needs.
 */
export async function readChunks(dir: string): Promise<Chunks> {
  const manifest = JSON.parse(await readFile(join(dir, ".vite/manifest.json"), "utf8")) as ChunkManifest;
  await rm(join(dir, ".vite"), { recursive: true, force: true });
  return chunksOf(manifest);
}
