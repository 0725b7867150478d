import type { IncomingMessage } from "node:http";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

/** A link's query values that are secrets (the e-mailed verification and reset links): never logged. */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

/** Structured JSON logs, to standard output unless given a destination; secrets that may pass through requests are redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "password", "*.password", "token", "*.token"],
      censor: "[redacted]",
    },
    serializers: {
      // Fastify's request fields, with the URL's secrets taken out (it takes this over its own).
      req: (req: IncomingMessage & { ip?: string; host?: string }) => ({
        method: req.method,
        url: withoutSecrets(req.url ?? ""),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
