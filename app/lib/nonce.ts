import { createContext, useContext } from "react";

/**
 * The per-request script nonce of the Content-Security-Policy. The server provides it; in the
 * browser it is empty (browsers hide nonce attributes from scripts, and hydration needs none).
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
