import { Readable } from "node:stream";
import { data } from "react-router";
import { type AppContext, appContext } from "#app-context";
import { type StaffActor, staffActor } from "#core/access/current-user.ts";
import { parseId } from "#core/text/digits.ts";
import { exportRequest, listParamsOf } from "#core/validation/export.ts";
import { type Lang, isMessageKey, translate } from "#core/i18n/index.ts";
import { isHttpError } from "#app/lib/form-actions.server.ts";
import { HttpError } from "#server/http/api-errors.ts";

// The Export section's server half (decision 0059): who asks, what they ask for, and refusals as pages.

type Context = { get(key: typeof appContext): AppContext };

/** The signed-in staff member who may open the Export section (read:export; the kind's permission is the service's check). */
export async function exportViewer(context: Context): Promise<{ actor: StaffActor; services: AppContext["services"] }> {
  const { services, session, ip } = context.get(appContext);
  return { actor: staffActor(await session.requirePermission("read:export"), ip), services };
}

/** The export's kind and format, and the list's own query, from an address or a posted form: a bad one is the translated 400. */
export function exportAsked(params: URLSearchParams) {
  const parsed = exportRequest.safeParse({ kind: params.get("kind") ?? undefined, format: params.get("format") || undefined });
  if (!parsed.success) throw new HttpError(400, isMessageKey(parsed.error.issues[0]?.message) ? parsed.error.issues[0].message : "error.validation");
  return { ...parsed.data, list: listParamsOf(params) };
}

/** A service's refusal (a bad filter, a missing permission, an expired link) as the translated error page. */
export async function orRefusalPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isHttpError(error) && error.statusCode < 500) throw data({ messageKey: error.key }, error.statusCode);
    throw error;
  }
}

/**
 * The same for a download's address (no page around it): the refusal as plain text in the staff member's
 * language, so a browser shows the sentence, not a data structure.
 */
export async function orRefusalText<T>(lang: Lang, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (isHttpError(error) && error.statusCode < 500) return new Response(translate(lang, error.key), { status: error.statusCode, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
    throw error;
  }
}

/** A prepared export's file by the id in its address: a malformed or unknown id is the translated 404. */
export function preparedFile(services: AppContext["services"], actor: StaffActor, rawId: string) {
  const id = parseId(rawId);
  if (id === undefined) throw new HttpError(404, "export.notFound");
  return services.exports.download(actor, id);
}

/** A file answered as a download, never cached. */
export function download(body: Readable | Buffer, contentType: string, fileName: string): Response {
  const stream = body instanceof Readable ? (Readable.toWeb(body) as ReadableStream) : new Uint8Array(body);
  return new Response(stream, { headers: { "content-type": contentType, "content-disposition": `attachment; filename="${fileName}"`, "cache-control": "no-store" } });
}
