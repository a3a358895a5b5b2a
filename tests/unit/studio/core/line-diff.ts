/** The one run of lines that differs between two texts: what was removed there and what was added. */
export function lineDiff(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { line: head + 1, removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}
