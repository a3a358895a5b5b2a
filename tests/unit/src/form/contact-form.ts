import { readFileSync } from "node:fs";
import { join } from "node:path";
import { check } from "../../../../engine/check/index";
import type { FormBlock, FormField } from "../../../../src/manifest/site.types";
import { fillTokens, tokenValues } from "../../../../src/manifest/tokens";

export const root = join(import.meta.dirname, "../../../..");

/** The inquiry form of /contact as site.yaml declares it (`raw`), and with `{tokens}` filled as the page fills them (`form`). */
export function contactForm(): { form: FormBlock; raw: FormBlock; fields: FormField[]; email: string } {
  const { site, problems } = check(readFileSync(join(root, "site.yaml"), "utf8"), { publicDir: join(root, "public") });
  if (!site) throw new Error(`site.yaml has problems: ${JSON.stringify(problems)}`);
  const page = site.pages.find((p) => p.path === "/contact");
  const raw = page?.blocks.find((b): b is FormBlock => b.type === "form");
  if (!raw) throw new Error("/contact has no form block");
  const values = tokenValues(site.site, 2026);
  const form = JSON.parse(JSON.stringify(raw), (key, value) =>
    typeof value === "string" && !["name", "kind", "type", "id"].includes(key) ? fillTokens(value, values) : value,
  ) as FormBlock;
  return { form, raw, fields: form.sections.flatMap((s) => s.fields), email: site.site.email };
}
