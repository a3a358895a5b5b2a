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
export const BUDGET: { full: number; quick: number };
export function reportFiles(dir: string): { unit: string; e2e: string };
export function phases(reports: string): Record<string, Command>;
export function plan(quick: boolean): string[][];
export function runSteps(steps: string[][], phases: Record<string, Command>, out?: { write(chunk: string | Uint8Array): unknown }): Promise<Run>;
export function summary(run: Run, steps: string[][]): string;
/** Playwright's JSON report, as far as it is read. */
export interface BrowserReport {
  suites?: BrowserSuite[];
}
export interface BrowserSuite {
  title: string;
  specs?: { file: string; title: string; tests: { results: { duration: number }[] }[] }[];
  suites?: BrowserSuite[];
}
/** vitest's JSON report, as far as it is read. */
export interface UnitReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}
export function browserTimes(report: BrowserReport): { file: string; title: string; seconds: number }[];
export function unitTimes(report: UnitReport, dir?: string): { file: string; tests: number; seconds: number }[];
export function slowest(reports: { unit?: UnitReport; e2e?: BrowserReport }): string;
export function overBudget(run: Run, budget: number): string;
