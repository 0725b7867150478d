import pino, { type Logger } from "pino";

/** Structured JSON logs; secrets that may pass through requests are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password", "token", "*.token"],
      censor: "[redacted]",
    },
  });
}
