/** Rich text that the server sanitised when it was written (see server/modules/content/rich-text.ts). */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
