/**
 * Studio server only: review requests. A request is a snapshot of the draft's site.yaml when the
 * editor asked (`검토 요청`), with their note; what a publisher reviews is what gets published, even
 * when the draft went on changing. Kept in the server's --data folder (reviews.json, mode 0600),
 * never in the repository.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeAtomic } from "../server/files.ts";
import type { Contribution } from "./authors.ts";

export interface Review {
  id: string;
  status: "waiting" | "returned" | "published";
  /** Who asked, and when (ISO 8601). */
  by: string;
  byId: string;
  at: string;
  note: string;
  /** The draft's site.yaml when asked. */
  text: string;
  /** Who wrote what of it (studio/publish/authors.ts): the authors of its publish. */
  authors?: Contribution[];
  /** The publisher's comment when sent back, and who sent it. */
  comment?: string;
  reviewer?: string;
  /** The commit it was published as. */
  commit?: string;
}

export class Reviews {
  private readonly file: string;
  private items: Review[];

  constructor(dataDir: string) {
    this.file = join(dataDir, "reviews.json");
    this.items = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, "utf8")) as Review[]) : [];
  }

  /** Newest first. */
  all(): Review[] {
    return [...this.items].reverse();
  }

  get(id: string): Review | undefined {
    return this.items.find((r) => r.id === id);
  }

  add(request: Pick<Review, "by" | "byId" | "note" | "text" | "authors">): Review {
    const review: Review = { id: randomBytes(6).toString("hex"), status: "waiting", at: new Date().toISOString(), ...request };
    this.items.push(review);
    this.save();
    return review;
  }

  update(id: string, change: Partial<Review>): Review | undefined {
    const review = this.get(id);
    if (!review) return undefined;
    Object.assign(review, change);
    this.save();
    return review;
  }

  private save() {
    // Only the last 200 requests are kept: the history of what was published is git's.
    this.items = this.items.slice(-200);
    writeAtomic(this.file, JSON.stringify(this.items));
    chmodSync(this.file, 0o600);
  }
}
