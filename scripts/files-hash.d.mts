/** Types of scripts/files-hash.mjs (plain JavaScript: `npm run studio` uses it before any TypeScript can run). */
export function filesHash(dir: string, paths: readonly string[]): string;
