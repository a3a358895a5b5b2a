import { describe, expect, test } from "vitest";
import { unusedUploads, usedUploads } from "../../../engine/core/uploads.ts";
import { freeName } from "../../../studio/upload.ts";

describe("the studio's uploads", () => {
  test("used: any text of the manifest that names one, whatever its key, without ?query or #hash", () => {
    const data = { site: { image: "/uploads/share.png" }, pages: [{ blocks: [{ image: { src: "/uploads/team.jpg?v=2" }, href: "/uploads/brochure.png#p2" }, { title: "/uploads 폴더" }] }] };
    expect([...usedUploads(data)].sort()).toEqual(["/uploads/brochure.png", "/uploads/share.png", "/uploads/team.jpg"]);
    expect(unusedUploads(data, ["/logo.svg", "/uploads/old.png", "/uploads/share.png", "/uploads/team.jpg"])).toEqual(["/uploads/old.png"]);
  });

  test("a free name beside a taken one: the next number, after any number the name already has", () => {
    const taken = new Set(["team.jpg", "team-2.jpg"]);
    expect(freeName("team.jpg", (n) => taken.has(n))).toBe("team-3.jpg");
    expect(freeName("team-2.jpg", (n) => taken.has(n))).toBe("team-3.jpg");
    expect(freeName("logo.svg", () => false)).toBe("logo-2.svg");
  });
});
