import { createContext } from "react-router";
import type { RequestSession } from "./http/session.ts";
import type { Services } from "./services.ts";

/**
 * What page loaders and actions receive from the server: the domain services and this request's CSP nonce.
 * This file is imported by the server and (kept external) by the React Router build, so both share one token.
 */
export interface AppContext {
  /** The domain services; not the database nor better-auth, which only the services touch. */
  services: Omit<Services, "db" | "auth">;
  nonce: string;
  /** The signed-in user (looked up on first use) and how pages refuse access. */
  session: RequestSession;
  /** The client's address, for rate limits. */
  ip: string;
  /** This request's id (X-Request-Id, the log lines): error pages show it (decision 0055). */
  requestId: string;
}

export const appContext = createContext<AppContext>();
