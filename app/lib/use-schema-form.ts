import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A Conform form validated by a shared zod schema: in the browser on blur and on submit, and again by the
 * route's action (which also serves the form when JavaScript is off).
 */
export function useSchemaForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  options: {
    id: string;
    lastResult: SubmissionResult<string[]> | null | undefined;
    defaultValue?: Partial<z.input<S>>;
    /** Message for issues the schema gives none of its own (sign-in: "Please enter valid credentials."). */
    error?: string;
    /** Fields that are optional although the schema's shape cannot tell (an empty string allowed). */
    optional?: string[];
  },
) {
  // A plain copy: the result is a caching proxy that would ignore the override below.
  const constraint = { ...getZodConstraint(schema) };
  for (const name of options.optional ?? []) constraint[name] = { ...constraint[name], required: false };
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema, options.error) as never,
  });
}

/**
 * The same parsing in the browser and on the server (the action), with the same fallback message. Conform's
 * own type coercion is off: it turns a blank field into "missing" with an English message of its own and
 * reads dates in the server's zone. The schema's primitives (core/validation/fields.ts) read form text
 * themselves (digits of any keyboard, "on" for a checkbox, `listOf` for checkboxes), exactly as for the API.
 */
export function parseForm<S extends z.ZodType>(formData: FormData, schema: S, error?: string) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true, ...(error ? { error: () => error } : {}) });
}
