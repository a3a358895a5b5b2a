/** `npm run check`: validates site.yaml; prints each problem as site.yaml:LINE:COL and exits 1 on any error. */
import { readSite } from "../src/manifest/read";

const root = new URL("..", import.meta.url).pathname;
const file = process.argv.slice(2).find((a) => !a.startsWith("-")) ?? "site.yaml";
const { report, errorCount, problems, site } = readSite(root, file);

if (report) console.error(report + "\n");
if (errorCount > 0) {
  console.error(`${file}: 오류 ${errorCount}개를 고친 뒤 다시 확인하세요.`);
  process.exit(1);
}
const warnings = problems.length;
console.log(`${file}: 오류 없음 (페이지 ${site!.pages.length}개${warnings ? `, 경고 ${warnings}개` : ""})`);
