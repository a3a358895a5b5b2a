/**
 * Studio only: the size limit of an upload, shared by the studio's page, which refuses a larger
 * file before sending it, and the server (studio/server/document.ts), which refuses it again.
 */

/** Largest upload, in bytes. */
export const MAX_UPLOAD = 5 * 1024 * 1024;

/** What the editor is told about a file of `bytes` bytes, over MAX_UPLOAD. */
export function uploadTooLarge(bytes: number): string {
  const mb = (n: number) => `${Number((n / 1024 / 1024).toFixed(1))}MB`;
  return `파일이 너무 큽니다(${mb(bytes)}). ${mb(MAX_UPLOAD)} 이하로 줄여 올려 주세요.`;
}

/** A name like `name` that `taken` does not hold: "team.jpg" → "team-2.jpg", "team-3.jpg", … (the studio offers it on a clash; the server answers a clash with it). */
export function freeName(name: string, taken: (candidate: string) => boolean): string {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  const base = stem.replace(/-\d+$/, "");
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}${ext}`;
    if (!taken(candidate)) return candidate;
  }
}
