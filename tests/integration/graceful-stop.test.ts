import fs from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { type SiteProcess, startSite, waitFor } from "../helpers/site-process.ts";

// SIGTERM with work that does not finish within SHUTDOWN_TIMEOUT_SECONDS: a request whose body never ends and
// an e-mail whose SMTP server never answers. The site still exits 0; the job goes back to the queue and the
// e-mail stays in the outbox for the next start (decision 0045). tests/integration/shutdown.test.ts covers the
// request that does finish.
let site: SiteProcess | undefined;
let dataDir: string | undefined;
const silentSmtp = net.createServer(() => {}); // takes connections and never greets: a hung mail server
afterAll(async () => {
  if (site && site.child.exitCode === null && site.child.signalCode === null) site.child.kill("SIGKILL");
  silentSmtp.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe("graceful stop with work left at the limit", () => {
  it("cuts the stuck request, returns the running mail job to the queue, keeps the e-mail, and exits 0", async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-stop-"));
    let smtpConnections = 0;
    silentSmtp.on("connection", () => smtpConnections++);
    await new Promise<void>((resolve) => silentSmtp.listen(0, "127.0.0.1", resolve));
    const smtpPort = (silentSmtp.address() as net.AddressInfo).port;
    site = await startSite({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SHUTDOWN_TIMEOUT_SECONDS: "1" });

    // A registration enqueues the verification e-mail; its job is running once the SMTP server sees it connect.
    const email = `stop-${Date.now()}@shop.test`;
    const registered = await fetch(`${site.base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Stop Test", email, password: "Harbour-Lights-2026", password_confirmation: "Harbour-Lights-2026" }),
    });
    expect(registered.status).toBe(201);
    await waitFor(() => smtpConnections > 0, "the mail job to reach the SMTP server");

    // A request whose body never ends.
    const stuck = http.request(`${site.base}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json", "content-length": "1000" } });
    const cut = new Promise<string>((resolve) => {
      stuck.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      stuck.on("response", (res) => resolve(`answered ${res.statusCode}`));
    });
    stuck.write('{"email":');
    await waitFor(() => site!.output().includes('"url":"/api/auth/login"'), "the stuck request to arrive");

    site.child.kill("SIGTERM");
    expect(await site.exited).toEqual({ code: 0, signal: null });
    expect(await cut).toBe("ECONNRESET");
    const messages = site.logs().map((l) => l.msg);
    expect(messages).toContain("shutting down: requests still running after the limit are cut");
    expect(messages).toContain("stopping: running jobs returned to the queue");
    expect(messages).toContain("stopped");

    // Nothing lost: the e-mail waits in the outbox, its job queued again with the cut try not counted.
    const database = await openDatabase({ dataDir });
    try {
      const rows = async (query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: unknown[] }).rows;
      const outbox = await rows(sql`SELECT status FROM mail_outbox WHERE "to" = ${email}`);
      expect(outbox).toEqual([{ status: "queued" }]);
      const jobs = await rows(sql`SELECT state, attempts, locked_by FROM jobs WHERE name = 'mail.deliver'`);
      expect(jobs).toEqual([{ state: "queued", attempts: 0, locked_by: null }]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
