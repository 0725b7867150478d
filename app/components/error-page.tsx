import { useEffect } from "react";
import { ErrorBoundary as Guard } from "react-error-boundary";
import { Link, isRouteErrorResponse } from "react-router";
import type { MessageKey } from "#core/i18n/index.ts";
import { isChunkLoadError, reloadOnceForStaleChunk } from "../lib/chunk-reload.ts";
import { useT } from "../lib/i18n.ts";
import { REQUEST_ID_ATTRIBUTE, useErrorRequestId } from "../lib/request-id.ts";

/** Data thrown by loaders for a translated error: `throw data({ messageKey: "error.blogNotFound" }, 404)`. */
export interface ErrorData {
  messageKey?: MessageKey;
}

/** The error page: status and message, a link home on 404; if it fails itself, a last plain message. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <Guard fallback={<ErrorPageFailed />}>
      <ErrorDetails error={error} />
    </Guard>
  );
}

function ErrorPageFailed() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" role="alert">
      <p className="text-lg font-semibold">{t("error.errorPageFailed")}</p>
    </section>
  );
}

function ErrorDetails({ error }: { error: unknown }) {
  const { t, isKey, href } = useT();
  const requestId = useErrorRequestId();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnceForStaleChunk();
  }, [chunkError]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const key = isRouteErrorResponse(error) ? (error.data as ErrorData | undefined)?.messageKey : undefined;
  const message =
    chunkError ? t("error.reloading") : isKey(key) ? t(key) : status === 404 ? t("error.notFound") : t("error.generic");

  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" aria-labelledby="error-title">
      {/* Route meta is not rendered for an error, so the error page names the document itself: React puts both
          tags in the head, on the server and after a client navigation alike. */}
      <title>{`${message} | ${t("site.name")}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-brand-700">
        <bdi>{status}</bdi>
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold">
        {message}
      </h1>
      {requestId && (
        // What a visitor quotes to support: the id in this answer's X-Request-Id header and its log lines. Its
        // digits and letters stay in their order inside an Arabic sentence (isolated, left to right).
        <p className="mt-4 text-sm text-slate-700">
          {t("error.reference")}{" "}
          <bdi dir="ltr">
            <code {...{ [REQUEST_ID_ATTRIBUTE]: requestId }}>{requestId}</code>
          </bdi>
        </p>
      )}
      {status === 404 && (
        <p className="mt-8">
          <Link to={href("/")} className="btn-primary">
            {t("error.backHome")}
          </Link>
        </p>
      )}
    </section>
  );
}
