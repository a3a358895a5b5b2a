import { describe, expect, it } from "vitest";
import { studioTable } from "../../../scripts/bench/report";

describe("the bench's studio table", () => {
  it("shows the open and keystroke figures in whole ms, a dash for a failed run", () => {
    const text = studioTable({ openFirst: 1788.4, open: 412.6, editToPreview: 95.2, editToDisk: NaN, pageOpen: 640.2, samples: { pageOpen: [], open: [], editToPreview: [], editToDisk: [] } });
    expect(text).toContain("| open, first time after the server started | 1788 |");
    expect(text).toContain("| open (median) | 413 |");
    expect(text).toContain("| a page chosen → drawn in the preview (median) | 640 |");
    expect(text).toContain("| keystroke → shown in the preview (median) | 95 |");
    expect(text).toContain("| keystroke → in site.yaml on disk (median) | – |");
  });
});
