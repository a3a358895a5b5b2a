/** Types of scripts/studio.mjs (plain JavaScript: `npm run studio` starts with it). */
export function sourcesHash(dir: string): string;
