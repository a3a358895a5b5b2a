/**
 * Which npm packages code imports: by the package's name, for package.json's two sections. The
 * studio server's run time is read from the code as rolldown bundles it (type-only imports gone,
 * unreachable code shaken off), so it is what a bundle of that code would import or require.
 */
import { builtinModules } from "node:module";
import { build, type InputOptions } from "rolldown";
import ts from "typescript";

/** The package a module specifier names ("@emotion/react/jsx-runtime" → "@emotion/react"), or undefined for a file, a built-in or a virtual module. */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:[./]|node:|virtual:|\0)/.test(specifier)) return undefined;
  const name = specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");
  return builtinModules.includes(name) ? undefined : name;
}

/** The packages a file's text imports or re-exports, statically or dynamically, type-only imports too (read by TypeScript's scanner: never a string that only looks like an import). */
export function importedPackages(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName }) => packageOf(fileName) ?? []);
}

/**
 * The packages a bundle of `options` (rolldown's, for code under `root`) imports or requires as it
 * runs, statically or dynamically. Every bare specifier is left an import, as in the server's build.
 */
export async function runtimePackages(options: InputOptions): Promise<Set<string>> {
  const { output } = await build({
    platform: "node",
    ...options,
    write: false,
    logLevel: "silent",
    external: (id) => !/^[./]/.test(id) && !id.startsWith("\0"),
  });
  const own = new Set(output.map((item) => item.fileName));
  const packages = new Set<string>();
  for (const item of output) {
    if (item.type !== "chunk") continue;
    // A require() too (createRequire, in the check's generated validator): rolldown leaves it as text.
    const required = [...item.code.matchAll(/\brequire\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
    for (const id of [...item.imports, ...item.dynamicImports, ...required]) {
      const name = own.has(id) ? undefined : packageOf(id);
      if (name) packages.add(name);
    }
  }
  return packages;
}
