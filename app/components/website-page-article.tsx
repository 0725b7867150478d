import { RichText } from "./rich-text.tsx";

/**
 * A website page as the public site shows it (about, FAQ, a page staff added): its name in the title bar, then
 * its sanitised content. The admin's preview renders the same, so staff see the page's real layout.
 */
export function WebsitePageArticle(props: { name: string; html: string; footer?: React.ReactNode; headingId?: string }) {
  return (
    <>
      <div className="bg-brand-50 border-b border-brand-100">
        <h1 id={props.headingId} className="mx-auto max-w-6xl px-4 py-6 text-2xl font-bold text-brand-900 sm:text-3xl">
          {props.name}
        </h1>
      </div>
      <article className="mx-auto max-w-3xl px-4 py-8">
        <RichText html={props.html} />
        {props.footer}
      </article>
    </>
  );
}
