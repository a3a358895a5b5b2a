import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { unusedUploads, usedUploads } from "../../../../engine/core/uploads.ts";
import { findImages } from "../../../../engine/images/find.ts";
import { slotOf } from "../../../../studio/client/upload.tsx";
import { freeName } from "../../../../studio/core/upload-limits.ts";

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

  test("a picture's file field asks for the width of the slot the build draws that picture in; any other file field for none", () => {
    const site = parse(readFileSync(join(import.meta.dirname, "../../../../site.yaml"), "utf8"));
    const found = findImages(site);
    expect(new Set(found.map((f) => f.slot)).size).toBeGreaterThan(2);
    for (const { path, slot } of found) expect(slotOf([...path, "src"], site), path.join(".")).toBe(slot);
    expect(slotOf(["site", "image"], site)).toBeUndefined();
    expect(slotOf([...found[0]!.path, "alt"], site)).toBeUndefined();
  });
});
