/** Types of scripts/test.mjs (plain JavaScript, like prepare-test.mjs which npm runs before it). */
export type Command = readonly [string, ...string[]];
export interface PhaseResult {
  name: string;
  code: number;
  seconds: number;
}
export interface Run {
  code: number;
  phases: PhaseResult[];
  seconds: number;
  cores: number;
  loadAtStart: number;
  loadAtEnd: number;
}
export const QUICK_PAGE_TESTS: string[];
export const PHASE: Record<string, Command>;
export function plan(quick: boolean): string[][];
export function runSteps(steps: string[][], phases?: Record<string, Command>, out?: { write(chunk: string | Uint8Array): unknown }): Promise<Run>;
export function summary(run: Run, steps: string[][]): string;
