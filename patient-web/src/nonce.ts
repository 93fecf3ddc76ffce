import { createContext, useContext } from 'react';

/**
 * This response's CSP nonce, given by entry.server.tsx to the document's `<Scripts>`. Empty in the
 * browser: the scripts have run by then.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
