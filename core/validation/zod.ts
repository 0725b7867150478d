import { z } from "zod";

/**
 * Zod for every schema of the site: import `z` from here, never from "zod" (the lint refuses it in app/ and core/).
 * Zod compiles fast object parsers with `new Function`. Pages run under a CSP without 'unsafe-eval', where even
 * zod's check whether eval works is reported as a violation, so in the browser zod parses without it. The check
 * runs when an object schema is built; a module evaluates its imports before its own body, so every schema module
 * that imports `z` from here builds its schemas after this line ran. Being here rather than in the root layout,
 * zod loads only with the pages that build schemas (decision 0042). The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
