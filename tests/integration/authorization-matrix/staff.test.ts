import { sectionMatrix } from "./run.ts";

// The staff area's own sections (users, roles, permissions, outbox, jobs, audit, settings): pages and forms (run.ts).
sectionMatrix("staff");
