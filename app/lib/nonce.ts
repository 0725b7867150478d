import { createContext, useContext } from "react";

/** This request's CSP nonce, provided by entry.server; empty in the browser, which never needs it. */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
