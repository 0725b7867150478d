import { useNonce } from "#app/lib/nonce.ts";

/** Structured data; "<" is escaped so the JSON can never close the script element. */
export function JsonLd({ value }: { value: unknown }) {
  const nonce = useNonce();
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(/</g, "\\u003c") }} />;
}
