import path from "node:path";
import { z } from "zod";

// Every setting comes from the environment, parsed once here, with defaults that run the embedded mode.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://").optional(),
  DATA_DIR: z.string().default("./data"),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED: z.enum(["true", "false"]).default("true").transform((v) => v === "true"),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_FROM: z.string().default("Special Numbers & Plates <no-reply@specialnumbers.ae>"),
  AUTH_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  OFFER_HOLD_HOURS: z.coerce.number().int().min(1).max(240).default(24),
  OFFER_LIFETIME_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  TRUST_PROXY: z.string().min(1).default("loopback"),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  PAYMENT_PROVIDER: z.enum(["sandbox", "ngenius"]).default("sandbox"),
  NGENIUS_API_KEY: z.string().min(1).optional(),
  NGENIUS_OUTLET: z.string().min(1).optional(),
  NGENIUS_BASE_URL: z.url().default("https://api-gateway.sandbox.ngenius-payments.com"),
  // The webhook's header in the portal: an HTTP header name, and a value without spaces (32 characters for encryption).
  NGENIUS_WEBHOOK_HEADER_KEY: z.string().regex(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/, "must be an HTTP header name").optional(),
  NGENIUS_WEBHOOK_HEADER_VALUE: z.string().regex(/^[\x21-\x7e]{8,200}$/, "must be 8 to 200 visible ASCII characters, no spaces").optional(),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(15),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  MAPS_KEY: z.string().regex(/^[A-Za-z0-9_-]{10,100}$/).optional(),
  METRICS_TOKEN: z.string().min(16, "must have at least 16 characters").optional(),
  // Addresses or CIDRs, comma-separated: each must parse, or the site does not start.
  METRICS_ALLOW: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], "must be addresses or CIDRs separated by commas"))),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(20),
  // An import's file arrives in a page form, whose body is at most 10 MB (server/http/utf8-bodies.ts).
  IMPORT_MAX_MB: z.coerce.number().min(0.1).max(9.5).default(8),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  // Rows per batch of an import's check and apply (decision 0067): one transaction, one checkpoint, one cancel point.
  IMPORT_BATCH_ROWS: z.coerce.number().int().min(10).max(10_000).default(5_000),
  EXPORT_DIRECT_MAX_ROWS: z.coerce.number().int().min(0).max(1_000_000).default(5_000),
  EXPORT_LINK_HOURS: z.coerce.number().min(1).max(24 * 30).default(24),
  SEARCH_COUNTS_KEEP_DAYS: z.coerce.number().int().min(1).max(3660).default(400),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  storageDir: string;
  publicUrl: string;
  logLevel: string;
  seed: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Signs better-auth's internal values; without AUTH_SECRET one is made and kept in DATA_DIR. */
  authSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** How long a page rendered for a visitor without an account is served again to the next ones (0: never). */
  pageCacheMs: number;
  /** Make an offer (decision 0064): how long an accepted offer's checkout holds the item, and how long an offer waits for an answer. */
  offers: { holdHours: number; lifetimeHours: number };
  /**
   * Which proxies' X-Forwarded-For is believed (proxy-addr names, addresses or CIDRs, comma-separated), or
   * false. The rate limits count by client address: believing any sender would let a client pick a new
   * address for every attempt.
   */
  trustProxy: string | false;
  /** Files: the local disk under storageDir, or one S3 bucket (public/ and private/ prefixes). */
  storage: { driver: "local" } | { driver: "s3"; region: string; bucket: string; endpoint: string | undefined; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean };
  /** How long a client may take to send a request's headers, then its whole request (a 2 MB upload on a slow phone link fits). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Google Maps Embed API key: with it the Branches page embeds a map per branch; without, a link opens the phone's maps app. */
  mapsKey: string | undefined;
  /** Who may read /metrics: a bearer token, or client addresses and CIDRs; with neither, nobody. */
  metrics: { token: string | undefined; allow: string[] };
  /** On SIGTERM, how long requests in flight and running jobs get to finish before they are cut (jobs go back to the queue). */
  shutdownTimeoutMs: number;
  /** Import of plates and numbers (decisions 0058, 0067): the file's size and rows, and the rows per batch. */
  import: { maxBytes: number; maxRows: number; batchRows: number };
  /**
   * The card gateway: the site's own sandbox (demo, tests) or N-Genius with its service account, and the header
   * key and value its webhooks are set up with in the portal (docs/decisions/0039).
   */
  /** Exports (decision 0059): up to how many rows answer at once (more run as a job), and how long a job's file link works. */
  export: { directMaxRows: number; linkHours: number };
  /** How many UAE days of searched patterns the dashboard keeps (decision 0059); older days are dropped daily. */
  searchCountsKeepDays: number;
  payments: { provider: "sandbox" } | { provider: "ngenius"; apiKey: string; outlet: string; baseUrl: string; webhook: { headerKey: string; headerValue: string } | undefined };
}

/** Where the site is reached when PUBLIC_URL is unset: the address it listens on (links in e-mails must work). */
function listeningUrl(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.STORAGE_DRIVER === "s3" && !e.S3_BUCKET) throw new Error("Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3");
  if (e.PAYMENT_PROVIDER === "ngenius" && (!e.NGENIUS_API_KEY || !e.NGENIUS_OUTLET)) throw new Error("Invalid configuration:\n  NGENIUS_API_KEY, NGENIUS_OUTLET: required when PAYMENT_PROVIDER=ngenius");
  if (!e.NGENIUS_WEBHOOK_HEADER_KEY !== !e.NGENIUS_WEBHOOK_HEADER_VALUE) throw new Error("Invalid configuration:\n  NGENIUS_WEBHOOK_HEADER_KEY, NGENIUS_WEBHOOK_HEADER_VALUE: set both or neither");
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    storageDir: path.join(dataDir, "storage"),
    publicUrl: (e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT)).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
    offers: { holdHours: e.OFFER_HOLD_HOURS, lifetimeHours: e.OFFER_LIFETIME_HOURS },
    trustProxy: e.TRUST_PROXY === "false" ? false : e.TRUST_PROXY,
    storage:
      e.STORAGE_DRIVER === "s3"
        ? { driver: "s3", region: e.S3_REGION, bucket: e.S3_BUCKET!, endpoint: e.S3_ENDPOINT, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE === "true" }
        : { driver: "local" },
    headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    mapsKey: e.MAPS_KEY,
    metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    import: { maxBytes: Math.round(e.IMPORT_MAX_MB * 1024 * 1024), maxRows: e.IMPORT_MAX_ROWS, batchRows: e.IMPORT_BATCH_ROWS },
    export: { directMaxRows: e.EXPORT_DIRECT_MAX_ROWS, linkHours: e.EXPORT_LINK_HOURS },
    searchCountsKeepDays: e.SEARCH_COUNTS_KEEP_DAYS,
    payments:
      e.PAYMENT_PROVIDER === "ngenius"
        ? {
            provider: "ngenius",
            apiKey: e.NGENIUS_API_KEY!,
            outlet: e.NGENIUS_OUTLET!,
            baseUrl: e.NGENIUS_BASE_URL.replace(/\/$/, ""),
            webhook: e.NGENIUS_WEBHOOK_HEADER_KEY ? { headerKey: e.NGENIUS_WEBHOOK_HEADER_KEY, headerValue: e.NGENIUS_WEBHOOK_HEADER_VALUE! } : undefined,
          }
        : { provider: "sandbox" },
  };
}
