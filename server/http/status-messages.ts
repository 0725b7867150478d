import type { MessageKey } from "#core/i18n/index.ts";

/**
 * The message of a refusal by its HTTP status, for answers no route chose a message for (Fastify's own refusals,
 * Node's, a restart); `api` for the API's wording of a 404.
 */
export function statusMessage(status: number, api: boolean): MessageKey {
  switch (status) {
    case 404:
      return api ? "error.apiNotFound" : "error.notFound";
    case 408:
      return "http.timeout";
    case 413:
      return "http.tooLarge";
    case 414:
      return "error.badUrl";
    case 429:
      return "error.tooManyRequests";
    case 431:
      return "http.headersTooLarge";
    case 503:
      return "http.unavailable";
    default:
      return status >= 500 ? "error.generic" : "http.badRequest";
  }
}
