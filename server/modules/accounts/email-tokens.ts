import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { verifications } from "./accounts.schema.ts";

export type EmailTokenPurpose = "verify-email" | "change-email";
export interface EmailTokenPayload {
  userId: string;
  email: string;
}

export const EMAIL_TOKEN_HOURS = 24;

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Links sent by e-mail carry a random 256-bit token; only its hash is stored, so a database leak gives no
 * working links. Tokens expire and are deleted when used (single use).
 */
export async function createEmailToken(db: Db, purpose: EmailTokenPurpose, payload: EmailTokenPayload): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date()));
  await db.insert(verifications).values({
    id: randomBytes(16).toString("hex"),
    identifier: `${purpose}:${hash(token)}`,
    value: JSON.stringify(payload),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_HOURS * 60 * 60 * 1000),
  });
  return token;
}

/** Takes the token out of the database in one statement: a second use, even concurrent, finds nothing. */
export async function consumeEmailToken(db: Db, purpose: EmailTokenPurpose, token: string): Promise<EmailTokenPayload | null> {
  const [row] = await db
    .delete(verifications)
    .where(and(eq(verifications.identifier, `${purpose}:${hash(token)}`), gt(verifications.expiresAt, new Date())))
    .returning({ value: verifications.value });
  return row ? (JSON.parse(row.value) as EmailTokenPayload) : null;
}
