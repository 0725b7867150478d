import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// scripts/use-node.sh, the first step of the README's quick start and of .ci/run: which Node it leaves on PATH,
// and that it installs Node 24 only when the machine's is older. `node` and `npm` are stand-ins here (shell
// scripts that print a version, and record what npm was asked), so nothing is downloaded.
const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function machine(options: { node?: string; npm?: boolean; cached?: boolean }) {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "use-node-"));
  dirs.push(home);
  const bin = path.join(home, "bin");
  fs.mkdirSync(bin);
  const script = (file: string, body: string) => fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  if (options.node) script(path.join(bin, "node"), `echo ${options.node}`);
  // Only what the stand-ins use, so the machine's own node and npm (Debian's Node 20 here) stay out of reach.
  for (const tool of ["mkdir", "chmod"]) fs.symlinkSync(spawnSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).stdout.trim(), path.join(bin, tool));
  const node24 = path.join(home, ".cache/node-24/bin");
  // The stand-in npm records its arguments and "installs" a Node 24 where --prefix says.
  if (options.npm) script(path.join(bin, "npm"), `echo "$@" >> "${home}/npm-calls"\nmkdir -p "$4/bin"\nprintf '#!/bin/sh\\necho v24.9.0\\n' > "$4/bin/node"\nchmod +x "$4/bin/node"`);
  if (options.cached) {
    fs.mkdirSync(node24, { recursive: true });
    script(path.join(node24, "node"), "echo v24.8.0");
  }
  const run = spawnSync("/bin/bash", ["-c", '. scripts/use-node.sh && echo "node=$(node --version)"'], {
    cwd: root,
    env: { HOME: home, PATH: bin },
    encoding: "utf8",
  });
  const calls = fs.existsSync(path.join(home, "npm-calls")) ? fs.readFileSync(path.join(home, "npm-calls"), "utf8").trim().split("\n") : [];
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, calls, home };
}

describe("scripts/use-node.sh", () => {
  it("keeps a Node 24 or newer that is on PATH, and asks npm for nothing", () => {
    for (const version of ["v24.0.0", "v25.2.1"]) {
      const m = machine({ node: version, npm: true });
      expect(m).toMatchObject({ status: 0, stdout: `node=${version}\n`, calls: [] });
    }
  });

  it("installs Node 24 for the project under ~/.cache/node-24 when the machine has Node 20, and uses it", () => {
    const m = machine({ node: "v20.19.2", npm: true });
    expect(m.status).toBe(0);
    expect(m.calls).toEqual([`install -g --prefix ${m.home}/.cache/node-24 node@24`]);
    expect(m.stdout).toBe("node=v24.9.0\n");
  });

  it("uses the Node 24 installed before without installing it again", () => {
    const m = machine({ node: "v20.19.2", npm: true, cached: true });
    expect(m).toMatchObject({ status: 0, stdout: "node=v24.8.0\n", calls: [] });
  });

  it("says what to do when there is neither Node 24 nor npm", () => {
    const m = machine({});
    expect(m.status).not.toBe(0);
    expect(m.stderr).toMatch(/install Node\.js \(any version with npm\) first/);
  });
});
