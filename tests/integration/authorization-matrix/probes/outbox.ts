import { shown } from "../fixtures.ts";
import type { DeclaredProbes } from "./types.ts";

/** The outbox: a message. */
export const outboxProbes: DeclaredProbes = {
  record: shown.message,
};
