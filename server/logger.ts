import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

/** Structured JSON logs, to standard output unless given a destination; secrets that may pass through requests are redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password", "token", "*.token"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
