/** Types of scripts/prepare-test.mjs (plain JavaScript: it runs before anything is installed). */
export interface Need {
  pkg: string;
  why: string;
  present: boolean;
  enough?: boolean;
}
export function systemNeeds(): Need[];
export function plan(options: { missing: Need[]; nodeModules: boolean; root: boolean; apt: boolean }): { commands: string[][]; advice?: string; tried?: number };
