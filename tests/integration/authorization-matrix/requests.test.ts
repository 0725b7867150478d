import { sectionMatrix } from "./run.ts";

// The requests sections' pages and forms; run.ts says what each test checks and which sections the group holds.
sectionMatrix("requests");
