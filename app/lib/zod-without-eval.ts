import { z } from "zod";

/**
 * Zod compiles fast object parsers with `new Function`. Pages run under a CSP without 'unsafe-eval', where
 * even zod's check whether eval works is reported as a violation, so in the browser zod parses without it.
 * The check runs when an object schema is built: this module must be the first import of root.tsx, whose
 * module the browser evaluates before any other route's. The server keeps the compiled parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
