import { sectionMatrix } from "./run.ts";

// The catalogue sections' pages and forms; run.ts says what each test checks and which sections the group holds.
sectionMatrix("catalogue");
