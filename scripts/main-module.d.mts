/** Types of scripts/main-module.mjs (plain JavaScript: scripts/prepare-test.mjs runs it before anything is installed). */
export function isMainModule(url: string, argv1?: string): boolean;
