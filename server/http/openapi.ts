import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchema } from "fastify";
import { z } from "zod";

/**
 * The API's OpenAPI 3.1 document at GET /api/docs, built by @fastify/swagger from the `schema` each route
 * declares next to its handler (see `routeSchema`). A new route only needs a `schema` to be documented.
 *
 * Route schemas are documentation, never a second validator or serializer:
 * - inputs are still checked in the handler with zod (`parseInput`), so a bad input is the usual translated
 *   400 `{message, errors}` from api-errors.ts, not Fastify's untranslated validation error;
 * - responses are written with JSON.stringify, so a response schema can never strip a field a handler returns
 *   (fast-json-stringify would). tests/integration/openapi.test.ts checks the answers match the document.
 */

/** `{message, errors?, requestId}`: every API error, in the caller's language (server/http/api-errors.ts). */
export const apiErrorSchema = z.object({
  message: z.string().describe("What went wrong, in the caller's language"),
  errors: z.record(z.string(), z.string()).optional().describe("One message per invalid field (path joined with dots)"),
  requestId: z.string().describe("This request's id, also in the X-Request-Id header and the server's log lines: quote it to support"),
});

/** Dates travel as ISO 8601 strings (drizzle's `Date` objects, serialized by JSON.stringify). */
export const isoDateTime = () => z.string().meta({ format: "date-time" });

/** `?lang=`, accepted by every route: picks the language of messages (then the `lang` cookie, then Accept-Language). */
const langQuery = z.object({
  lang: z.enum(["ar", "en"]).optional().describe("Language of the answer's messages; Arabic when nothing says otherwise"),
});

const errorDescriptions: Record<number, string> = {
  400: "Invalid input",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict",
  413: "Too large",
  415: "Unsupported media type",
  429: "Too many requests",
  500: "Server fault",
  503: "A service the site needs is down (the file store); try again later",
};

export interface RouteDoc {
  summary: string;
  description?: string;
  tags: string[];
  params?: z.ZodObject;
  querystring?: z.ZodObject;
  body?: z.ZodType;
  /** The success answer's body: JSON of this schema, or a file of the media type given (`"application/pdf"`). */
  response: z.ZodType | { file: string };
  /** The success status, 200 by default. */
  status?: number;
  /** Error statuses this route answers with `{message, errors?, requestId}`, besides 400 (routes with inputs) and 500. */
  errors?: number[];
}

/** JSON Schema (2020-12, what OpenAPI 3.1 uses) of a zod schema: the input side for requests, the output side for answers. */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    // z.int() says "a safe integer" with two 16-digit bounds on every id: noise in a document for people.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  }) as Record<string, unknown>;
  return json;
}

/** A route's Fastify `schema` from its zod schemas: the same zod objects the handler parses with. */
export function routeSchema(doc: RouteDoc): FastifySchema {
  const querystring = doc.querystring ? doc.querystring.extend(langQuery.shape) : langQuery;
  const hasInput = Boolean(doc.params || doc.querystring || doc.body);
  const statuses = [...new Set([...(hasInput ? [400] : []), ...(doc.errors ?? []), 500])].sort((a, b) => a - b);
  const success = "file" in doc.response
    ? { description: "Success", content: { [doc.response.file]: { schema: { type: "string", format: "binary" } } } }
    : { "x-response-description": "Success", ...toJsonSchema(doc.response, "output") };
  const response: Record<string, unknown> = { [doc.status ?? 200]: success };
  for (const status of statuses) {
    response[status] = { description: errorDescriptions[status] ?? "Error", $ref: "ApiError#" };
  }
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    ...(doc.params ? { params: toJsonSchema(doc.params, "input") } : {}),
    querystring: toJsonSchema(querystring, "input"),
    ...(doc.body ? { body: toJsonSchema(doc.body, "input") } : {}),
    response,
  };
}

/**
 * Registers the document on the API scope; call it before the scope's routes so every one is collected.
 * Wildcard routes (the JSON 404 catch-all) and /api/docs itself are left out.
 */
export async function registerOpenApi(api: FastifyInstance, options: { publicUrl: string }) {
  // See the top of this file: zod in the handlers validates, JSON.stringify serializes.
  api.setValidatorCompiler(() => () => true);
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));

  api.addSchema({ $id: "ApiError", ...toJsonSchema(apiErrorSchema, "output") });

  await api.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Special Numbers & Plates API",
        version: "1.0.0",
        description:
          "JSON API of the shop, for the mobile apps and the site. Every answer's messages are in Arabic or English " +
          "(`?lang=`, then the `lang` cookie, then Accept-Language); every error is `{message, errors?, requestId}`.",
      },
      servers: [{ url: options.publicUrl }],
    },
    // Shared schemas (addSchema) become components named by their $id, e.g. #/components/schemas/ApiError.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`) },
    transform: ({ schema, url }) => ({ schema: url.includes("*") ? { ...schema, hide: true } : schema, url }),
  });

  api.get("/api/docs", { schema: { hide: true } }, async (_request, reply) => reply.header("cache-control", "no-cache").send(api.swagger()));
}
