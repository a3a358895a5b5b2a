/**
 * Build-time only: the Vite plugin that gives each picture of a page what the browser needs to
 * draw it without layout shift. It rewrites the page modules of engine/vite/manifest-plugin.ts:
 *   build  every image gets its intrinsic size, variant widths and hashed URL stem, and the files
 *          are emitted into dist/assets/img/ (engine/images/pipeline.ts makes them)
 *   serve  every image gets its intrinsic size only; the dev server shows the original file
 * sharp is imported only here and in the pipeline, never by anything the browser loads.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Plugin } from "vite";
import { IMAGE_SLOTS, type SlotName } from "../../src/ui/image-slots.ts";
import type { SchemaNode } from "../check/types.ts";
import { findImages, type FoundImage } from "./find.ts";
import { rasterSize, svgSize } from "./files.ts";
import { processImage, type ImageOutput } from "./pipeline.ts";

const PAGE_MODULE = "\0virtual:site-page/";

/** The plugin for the project `root`; `schema` is for a test to hand in one of its own. */
export function siteImages({ root, schema }: { root: string; schema?: SchemaNode }): Plugin {
  const publicDir = join(root, "public");
  const cacheDir = join(root, "node_modules/.cache/site-images");
  let serving = false;
  /** One encoding per picture and slot, however many pages show it. */
  const outputs = new Map<string, Promise<ImageOutput>>();
  const emitted = new Set<string>();

  const output = (src: string, slot: SlotName) => {
    const key = `${slot}:${src}`;
    if (!outputs.has(key)) {
      const file = join(publicDir, decodeURI(src));
      outputs.set(key, readFile(file).then((data) => processImage(file, data, IMAGE_SLOTS[slot], cacheDir)));
    }
    return outputs.get(key)!;
  };

  return {
    name: "site-images",
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      emitted.clear();
    },
    transform: {
      // Only page modules: the filter keeps the bundler from calling in for every other module.
      filter: { id: /^\0virtual:site-page\// },
      async handler(code, id, options) {
      if (!id.startsWith(PAGE_MODULE)) return;
      // The page module is `export default {…json…};` on its first line, maybe followed by more exports.
      const lineEnd = code.indexOf("\n");
      const first = lineEnd < 0 ? code : code.slice(0, lineEnd);
      const json = /^export default (\{.*\});$/.exec(first)?.[1];
      if (!json) return;
      const page = JSON.parse(json) as unknown;
      const found = findImages(page, { definition: "page", schema });
      if (found.length === 0) return;
      if (serving) withIntrinsicSizes(found, publicDir);
      else {
        for (const { image, slot } of found) {
          const { built, files } = await output(image.src, slot);
          Object.assign(image, built);
          // The server build only renders HTML: the files go out with the client build.
          if (options?.ssr) continue;
          for (const file of files) {
            if (emitted.has(file.fileName)) continue;
            emitted.add(file.fileName);
            this.emitFile({ type: "asset", fileName: file.fileName, source: file.data });
          }
        }
      }
      return { code: `export default ${JSON.stringify(page)};${lineEnd < 0 ? "" : code.slice(lineEnd)}`, map: null };
      },
    },
  };
}

/**
 * The dev server's part: each picture found gets the intrinsic size of its file in `publicDir`, so
 * the live preview draws it as the build would, without its variants. The page modules get it
 * here; the live preview's updates too (engine/vite/manifest-plugin.ts).
 */
export function withIntrinsicSizes(found: FoundImage[], publicDir: string): void {
  for (const { image } of found) Object.assign(image, sizeOf(join(publicDir, decodeURI(image.src))));
}

/** The intrinsic size of a file in public/, for the dev server; nothing when it cannot be read (the check says why). */
function sizeOf(file: string): { width?: number; height?: number } {
  try {
    return (file.toLowerCase().endsWith(".svg") ? svgSize(readFileSync(file, "utf8")) : rasterSize(file)) ?? {};
  } catch {
    return {};
  }
}
