/**
 * Walking every value in the data without making a path for each: on a 1,000-page manifest, walks
 * that copied a path for every value (or kept an entry for each) spent a fifth of the check making
 * and collecting garbage. The walk keeps one path, changed as it goes; a visitor copies it (`[...path]`)
 * only for what it keeps, which is a problem, and most values have none.
 */
import type { PathSeg } from "./problem.ts";

/** Calls `visit` for `data` and every value under it, in document order (a parent before its children). */
export function forEachValue(data: unknown, visit: (value: unknown, path: readonly PathSeg[]) => void): void {
  const path: PathSeg[] = [];
  const step = (value: unknown) => {
    visit(value, path);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        step(value[i]);
        path.pop();
      }
    } else if (value && typeof value === "object") {
      for (const key in value) {
        path.push(key);
        step((value as Record<string, unknown>)[key]);
        path.pop();
      }
    }
  };
  step(data);
}
