import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The architecture's boundaries are checked by ESLint (eslint.boundaries.js). Each case lints a small file
// as if it sat at `path`, breaking one rule; each must be reported, and the allowed forms must not be.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.filter((m) => m.ruleId?.startsWith("import-x/") || m.ruleId === "no-restricted-imports").map((m) => `${m.ruleId}: ${m.message}`);
}

describe("boundary rules", () => {
  it.each([
    ["core imports the server", "core/catalog/fixture.ts", 'import { loadConfig } from "#server/config.ts";\nexport const c = loadConfig;\n', /core\/ is pure/],
    ["core imports a page component", "core/fixture.ts", 'import { Logo } from "../app/components/logo.tsx";\nexport const l = Logo;\n', /core\/ is pure/],
    ["a route imports a server internal", "app/routes/fixture.tsx", 'import { parseInput } from "#server/http/api-errors.ts";\nexport const p = parseInput;\n', /Pages reach the server only/],
    ["a component imports a module", "app/components/fixture.tsx", 'import { plateDto } from "#server/modules/catalog/index.ts";\nexport const p = plateDto;\n', /Pages reach the server only/],
    ["server code reaches inside a module", "server/fixture.ts", 'import { featureColumns } from "#server/modules/catalog/item-features.ts";\nexport const f = featureColumns;\n', /public entry, server\/modules\/catalog\/index.ts/],
    ["a module reaches inside another", "server/modules/content/fixture.ts", 'import { createAccessService } from "../access/access.service.ts";\nexport const a = createAccessService;\n', /public entry, server\/modules\/access\/index.ts/],
    ["an app .server file reaches inside a module", "app/lib/fixture.server.ts", 'import { catalogSearchFixture } from "#server/modules/catalog/search-conditions.ts";\nexport const s = catalogSearchFixture;\n', /public entry/],
    ["a ../../ chain", "server/modules/catalog/fixture.ts", 'import { money } from "../../lib/remember.ts";\nexport const m = money;\n', /import alias/],
    // The messages import define.ts; define.ts importing the index that gathers them closes a loop.
    ["an import cycle", "core/i18n/define.ts", 'import { translate } from "./index.ts";\nexport const t = translate;\n', /cycle/i],
  ])("reports %s", async (_, path, code, expected) => {
    const found = await problems(path, code);
    expect(found.join("\n")).toMatch(expected);
  });

  it.each([
    ["a route uses the load context and core", "app/routes/fixture.tsx", 'import { appContext } from "#app-context";\nimport { localePath } from "#core/i18n/index.ts";\nexport const x = [appContext, localePath];\n'],
    ["an app .server file uses a module's public entry", "app/lib/fixture.server.ts", 'import { plateDto } from "#server/modules/catalog/index.ts";\nexport const p = plateDto;\n'],
    ["a table names another module's table", "server/modules/catalog/fixture.schema.ts", 'import { users } from "#server/modules/accounts/accounts.schema.ts";\nexport const u = users;\n'],
    ["a module uses another through its entry", "server/modules/content/fixture.ts", 'import { actionMail } from "#server/modules/mail/index.ts";\nexport const a = actionMail;\n'],
    ["a test reaches inside a module", "tests/integration/fixture.test.ts", 'import { featureColumns } from "#server/modules/catalog/item-features.ts";\nexport const f = featureColumns;\n'],
  ])("allows %s", async (_, path, code) => {
    expect(await problems(path, code)).toEqual([]);
  });
});
