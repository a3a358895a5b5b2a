/**
 * `read` with its answers kept for the life of the returned function: made anew for each check,
 * so that a file the manifest names on many pages is looked at once per check, and a later check
 * (the dev server and the studio check again after every edit) sees the file as it is then.
 */
export function memo<V>(read: (key: string) => V): (key: string) => V {
  const kept = new Map<string, V>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, read(key));
    return kept.get(key) as V;
  };
}
