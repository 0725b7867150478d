import { createContext } from "react-router";
import type { Services } from "./services.ts";

/**
 * What page loaders and actions receive from the server: the domain services and this request's CSP nonce.
 * This file is imported by the server and (kept external) by the React Router build, so both share one token.
 */
export interface AppContext {
  services: Services;
  nonce: string;
}

export const appContext = createContext<AppContext>();
