import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium, never a downloaded browser (the machine has no network for that).
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  throw new Error(`No Chromium at ${chromium}: install it with "apt-get install chromium" or set CHROMIUM_PATH.`);
}

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
// The server's e-mail goes to an SMTP capture started by tests/e2e/global-setup.ts, which saves each message
// as JSON in E2E_MAIL_DIR for the specs (tests/e2e/mail.ts). Set once here; workers inherit both.
process.env.E2E_MAIL_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "shop-e2e-mail-"));
process.env.E2E_SMTP_PORT ??= String(port + 1);

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server/start.ts",
    url: `http://127.0.0.1:${port}/api/constants`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // The first super admin, for the admin tests (tests/e2e/admin.spec.ts).
      ADMIN_EMAIL: "admin@shop.test",
      ADMIN_PASSWORD: "Admin-Pass-2026!",
    },
  },
});
