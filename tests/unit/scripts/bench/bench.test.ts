import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { floorOf, floorPath } from "../../../../scripts/bench/floor";
import { median } from "../../../../scripts/bench/tools";
import { bootTag } from "../../../../engine/page/boot";
import { scaleManifest } from "../../../../scripts/scale-manifest";
import { check } from "../../../../engine/check/index";

const root = join(import.meta.dirname, "../../../..");

describe("the bench's figures", () => {
  it("take the median: the middle value, the mean of the middle two, ignoring failed runs", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, NaN, 1, 3])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it("compare each page with its floor: the same HTML without any script or modulepreload", () => {
    const page = `<head><style data-style-names="x">.x{color:red}</style>
</head><body><div id="root"><h1 class="x">제목</h1></div>
<script type="application/json" id="page-data">{"path":"/"}</script>
${bootTag("/assets/index.js", ["/assets/form.js"])}</body>`;
    const floor = floorOf(page);
    expect(floor).not.toMatch(/<script|modulepreload/);
    expect(floor).toContain('<style data-style-names="x">.x{color:red}</style>');
    expect(floor).toContain('<h1 class="x">제목</h1>');
  });

  it("serve each floor under its own prefix, the home page's as a folder", () => {
    expect(floorPath("/")).toBe("/__floor/");
    expect(floorPath("/consulting/erp")).toBe("/__floor/consulting/erp");
  });
});

describe("the synthetic manifests of the scale figures", () => {
  it("hold the asked number of pages, valid, with the real pages first and unchanged", () => {
    const real = check(scaleManifest(0), { publicDir: join(root, "public") });
    const scaled = check(scaleManifest(100), { publicDir: join(root, "public") });
    expect(scaled.problems.filter((p) => p.severity === "error")).toEqual([]);
    expect(scaled.site!.pages).toHaveLength(100);
    expect(scaled.site!.pages.slice(0, real.site!.pages.length)).toEqual(real.site!.pages);
    expect(new Set(scaled.site!.pages.map((p) => p.path)).size).toBe(100);
  });
});
