import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { newBenchDatabase } from "#bench/bench-database.ts";
import { freePort } from "#scripts/throwaway-postgres.ts";

/**
 * Several instances of the built site (`node server/start.ts`, as `npm start` runs it), each its own process,
 * on one PostgreSQL database and one S3 store (s3rver), behind Debian's nginx with the repository's
 * deploy/nginx.conf, used as is but for its ports (decision 0044). For tests/instances and bench/instances.ts.
 */
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => fs.existsSync(file));
const root = path.resolve(import.meta.dirname, "../..");

/** deploy/nginx.conf with this run's ports, inside a main configuration of our own (temp paths, a log naming the instance that answered). */
function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const shipped = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=5s;`).join("\n");
  const site = shipped
    .replace(/(upstream shop \{\n)(?:\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/, `$1${servers}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (!site.includes(`127.0.0.1:${upstreams[0]}`) || !site.includes(`listen 127.0.0.1:${port}`)) throw new Error("deploy/nginx.conf: its upstream or listen line moved; update tests/helpers/instances.ts");
  fs.writeFileSync(path.join(dir, "site.conf"), site);
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(path.join(dir, sub), { recursive: true, mode: 0o777 });
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstream '$upstream_addr $status $request_method $uri';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`;
}

async function waitUntil(what: string, ok: () => Promise<boolean>, timeoutMs: number, alive?: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await ok().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface InstanceProcess {
  port: number;
  child: ChildProcess;
  output: string[];
}

export interface Cluster {
  /** nginx's address: every request of the tests goes there. */
  url: string;
  databaseUrl: string;
  instances: InstanceProcess[];
  /** The environment the instances run with (the tests build services of their own on it). */
  env: Record<string, string>;
  /** The access log so far: which instance (`127.0.0.1:port`) answered each request. */
  answeredBy(): string[];
  /** nginx's error log so far (an upstream refused, reset or timed out shows here). */
  nginxErrors(): string[];
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A PostgreSQL server (not a database): the cluster makes its own database and drops it. */
  serverUrl: string;
  instances: number;
  env?: Record<string, string>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install nginx)");
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) throw new Error("no production build: run npm run build first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "instances-"));
  fs.chmodSync(dir, 0o777);
  const stops: (() => Promise<void> | void)[] = [() => fs.rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    const database = await newBenchDatabase(options.serverUrl, "instances");
    stops.push(database.drop);

    const s3 = new S3rver({ port: 0, address: "127.0.0.1", directory: path.join(dir, "s3"), silent: true, configureBuckets: [{ name: "shop-files", configs: [] }] });
    const { port: s3Port } = (await s3.run()) as net.AddressInfo;
    stops.push(() => s3.close());

    const nginxPort = await freePort();
    const ports = await Promise.all(Array.from({ length: options.instances }, freePort));
    const url = `http://127.0.0.1:${nginxPort}`;
    const env: Record<string, string> = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATABASE_URL: database.url,
      PUBLIC_URL: url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: "shop-files",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
      ...options.env,
    };

    // All at once, on an empty database: the migrations and the seed must run once between them.
    const instances: InstanceProcess[] = ports.map((port, i) => {
      const dataDir = path.join(dir, `instance-${i}`);
      fs.mkdirSync(dataDir);
      const child = spawn(process.execPath, ["server/start.ts"], { cwd: root, env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] });
      const output: string[] = [];
      child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
      stops.push(() => stopProcess(child));
      return { port, child, output };
    });
    await Promise.all(
      instances.map((instance, i) =>
        waitUntil(
          `instance ${i}`,
          async () => (await fetch(`http://127.0.0.1:${instance.port}/api/me`)).status === 401,
          90_000,
          () => (instance.child.exitCode !== null ? `exited with ${instance.child.exitCode}:\n${instance.output.join("")}` : undefined),
        ),
      ),
    );

    fs.writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, nginxPort, ports));
    execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
    const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], { stdio: "inherit" });
    stops.push(() => stopProcess(nginx));
    await waitUntil("nginx", async () => (await fetch(`${url}/api/me`)).status === 401, 10_000);

    const log = path.join(dir, "access.log");
    return {
      url,
      databaseUrl: database.url,
      instances,
      env,
      answeredBy: () => linesOf(log),
      nginxErrors: () => linesOf(path.join(dir, "error.log")),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

const linesOf = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : []);

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
