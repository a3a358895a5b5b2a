/**
 * Studio only: the size limit of an upload, shared by the studio's page, which refuses a larger
 * file before sending it, and the server (studio/server/handler.ts), which refuses it again.
 */

/** Largest upload, in bytes. */
export const MAX_UPLOAD = 5 * 1024 * 1024;

/** What the editor is told about a file of `bytes` bytes, over MAX_UPLOAD. */
export function uploadTooLarge(bytes: number): string {
  const mb = (n: number) => `${Number((n / 1024 / 1024).toFixed(1))}MB`;
  return `파일이 너무 큽니다(${mb(bytes)}). ${mb(MAX_UPLOAD)} 이하로 줄여 올려 주세요.`;
}
