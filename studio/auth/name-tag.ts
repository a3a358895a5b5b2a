/**
 * The tag the sign-in log writes for a typed name: failures of one name can be followed, and the
 * name (perhaps a password typed into the wrong field) is not written. An HMAC-SHA-256 under a key
 * of this server's own, not a bare hash: a bare SHA-256 of a name is the same on every server and
 * found in a moment from a list of likely names ("admin" was 8c6976e5b5 everywhere). The key is 32
 * random bytes in the data folder beside the accounts and sessions (name-tag.key, 0600), made on
 * the first start and kept, so one name keeps its tag across restarts.
 */
import { createHmac, randomBytes } from "node:crypto";
import { readPrivate, writePrivate } from "../server/files.ts";

export const NAME_TAG_FILE = "name-tag.key";

/** The tagger of the server whose data folder is `dataDir`: a name, trimmed and lower-cased → 10 hex digits. */
export function nameTagger(dataDir: string): (name: string) => string {
  let key = readPrivate<{ key: string }>(dataDir, NAME_TAG_FILE)?.key;
  if (!key) {
    key = randomBytes(32).toString("base64");
    writePrivate(dataDir, NAME_TAG_FILE, JSON.stringify({ key }));
  }
  const secret = Buffer.from(key, "base64");
  return (name) => createHmac("sha256", secret).update(name.trim().toLowerCase()).digest("hex").slice(0, 10);
}
