import { createDecipheriv, createHash, timingSafeEqual } from "node:crypto";

/**
 * The header key and value set on the webhook in the N-Genius portal (Settings → Integrations → Webhooks). The
 * gateway sends them with every plain webhook; with encryption enabled on the merchant profile the key is
 * `X-Webhook-Secret` and the value, a 32-character secret, is the AES-256 key the body is encrypted with.
 */
export interface NGeniusWebhookSecret {
  headerKey: string;
  headerValue: string;
}

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Compared through their hashes: equal lengths for timingSafeEqual, and no early exit on the first difference. */
function sameSecret(given: string, expected: string): boolean {
  const hash = (s: string) => createHash("sha256").update(s, "utf8").digest();
  return timingSafeEqual(hash(given), hash(expected));
}

/**
 * An encrypted webhook's body, as the documentation describes it: Base64 of a 16-byte IV followed by the
 * AES-256-CBC (PKCS#5 padding) ciphertext of the JSON, the key being the secret's 32 ASCII characters. A body that
 * does not decrypt with our secret, or not to JSON, was not sent by the gateway we share it with.
 */
function decrypt(rawBody: Buffer, secret: string): string | undefined {
  const key = Buffer.from(secret, "utf8");
  const text = rawBody.toString("latin1").replace(/\s+/g, "");
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64");
  if (bytes.length < 32 || bytes.length % 16 !== 0) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-cbc", key, bytes.subarray(0, 16));
    return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

/**
 * Which order an N-Genius webhook is about, or null when it is not to be believed: a JSON webhook must carry the
 * portal's header key and value (when the site has them), an encrypted one (`text/plain`) must decrypt with the
 * secret. Either way it is only a hint: the order API is then asked (docs/decisions/0039).
 */
export function readNGeniusWebhook(rawBody: Buffer, headers: Headers, secret: NGeniusWebhookSecret | undefined): { providerRef: string; eventId: string } | null {
  const encrypted = /^text\/plain\b/i.test(first(headers["content-type"]) ?? "");
  let json: string | undefined;
  if (encrypted) {
    json = secret && decrypt(rawBody, secret.headerValue);
  } else {
    const given = secret && first(headers[secret.headerKey.toLowerCase()]);
    if (secret && (given === undefined || !sameSecret(given, secret.headerValue))) return null;
    json = rawBody.toString("utf8");
  }
  if (json === undefined) return null;
  try {
    const body = JSON.parse(json) as { eventId?: unknown; order?: { reference?: unknown } };
    if (typeof body.eventId !== "string" || !body.eventId || typeof body.order?.reference !== "string" || !body.order.reference) return null;
    return { providerRef: body.order.reference, eventId: body.eventId };
  } catch {
    return null;
  }
}
