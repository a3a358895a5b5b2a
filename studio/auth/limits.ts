/**
 * Brute-force limits on sign-in: failures are counted per key (a typed name from one client address,
 * whether or not the account exists; a client address across names). The first `free` failures cost
 * nothing; each one after starts a delay that doubles, up to `maxMs`. A key is forgotten `forgetMs`
 * after its last failure. A name's count at an address is cleared by a successful sign-in; an
 * address's is not (an insider's own sign-in must not reset the count of guesses at other people's accounts).
 * The clock is injectable, so tests move time instead of waiting.
 */
export interface LimitRule {
  /** Failures allowed before any delay. */
  free: number;
  /** The first delay, in ms; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
  /** After this long without a failure, the count starts again. */
  forgetMs: number;
}

/**
 * A name from one address: its tries are held for the delay, not refused, and the delay stays short
 * enough for a browser to wait (a stranger's failures slow only the stranger: nobody can lock an account).
 */
export const NAME_LIMIT: LimitRule = { free: 5, baseMs: 1_000, maxMs: 30_000, forgetMs: 60 * 60_000 };
/** An address across names: locked (429) for the delay. */
export const ADDRESS_LIMIT: LimitRule = { free: 20, baseMs: 30_000, maxMs: 60 * 60_000, forgetMs: 60 * 60_000 };
/** Keys kept at most; the oldest go first (a flood of made-up names must not fill the memory). */
const MAX_KEYS = 50_000;

interface Entry {
  failures: number;
  /** Locked until this time (ms since the epoch). */
  until: number;
  last: number;
}

export class Limiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: LimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long this key must still wait before it may try, in ms (0: it may). */
  wait(key: string): number {
    const entry = this.current(key);
    return entry ? Math.max(0, entry.until - this.now()) : 0;
  }

  /** Counts a failure; returns the delay it starts (0 while failures are still free). */
  fail(key: string): number {
    const now = this.now();
    const entry = this.current(key) ?? { failures: 0, until: 0, last: now };
    entry.failures += 1;
    entry.last = now;
    const over = entry.failures - this.rule.free;
    const delay = over > 0 ? Math.min(this.rule.maxMs, this.rule.baseMs * 2 ** (over - 1)) : 0;
    entry.until = now + delay;
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_KEYS) this.entries.delete(this.entries.keys().next().value as string);
    return delay;
  }

  /** Clears the key's failures. */
  succeed(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last >= this.rule.forgetMs && this.now() >= entry.until) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * Runs one task at a time per key, in the order they came: tries sent together on one name from
 * one address wait their turn, and each its delay, instead of all waiting the same delay at once.
 */
export class Turns {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return run;
  }
}
