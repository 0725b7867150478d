import type { FastifyReply, FastifyRequest } from "fastify";
import { sectionPath } from "#core/access/admin-sections.ts";
import { isHttpError } from "./api-errors.ts";
import { checkPageForm } from "./utf8-bodies.ts";

// Page forms that carry a file with a limit of its own, said on the page (decision 0067). Past the page-form
// limit (10 MB, ./utf8-bodies.ts) the body is refused unread; on these forms the refusal is not the generic
// "request too large" page but the form again, saying the file's limit in the page's language: a browser
// without JavaScript sends whatever file was chosen (with JavaScript, the form refuses it before sending).

/** The pages (without the /en prefix) whose form uploads a file, each showing `?tooLarge=1` as its limit. */
const FILE_FORMS = new Set([sectionPath("import")]);

/** Where a too-large body sent to `url` goes back to (303), or undefined for any other form. */
export function tooLargeReturn(url: string): string | undefined {
  const pathname = url.split(/[?#]/)[0]!.replace(/\/$/, "");
  const bare = pathname.replace(/^\/en(?=\/)/, "");
  return FILE_FORMS.has(bare) ? `${pathname}?tooLarge=1` : undefined;
}

/** The pages' preHandler: the form checks of ./utf8-bodies.ts, a too-large file sent back to its form. */
export async function checkPageFormOrFile(request: FastifyRequest, reply: FastifyReply) {
  try {
    await checkPageForm(request);
  } catch (error) {
    const back = isHttpError(error) && error.statusCode === 413 ? tooLargeReturn(request.raw.url ?? "") : undefined;
    if (!back) throw error;
    // Node reads and drops the rest of the body after the answer, so the browser finishes sending and follows it.
    return reply.redirect(back, 303);
  }
}
