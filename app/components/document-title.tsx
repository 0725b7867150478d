import { useEffect } from "react";

/**
 * Names the document from inside a page that has no route meta (an error page). On the server React hoists
 * `<title>` and `<meta>` into the head; the browser runs Preact (decision 0033), which would leave them in the
 * body, so there the title is set on the document and nothing is rendered (the server's tags are in the head).
 */
export function DocumentTitle({ title, noindex = false }: { title: string; noindex?: boolean }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (typeof document !== "undefined") return null;
  return (
    <>
      <title>{title}</title>
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
