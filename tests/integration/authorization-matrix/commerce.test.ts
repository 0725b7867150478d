import { sectionMatrix } from "./run.ts";

// The commerce sections' pages and forms; run.ts says what each test checks and which sections the group holds.
sectionMatrix("commerce");
