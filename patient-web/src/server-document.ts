import { createContext, useContext } from 'react';

/**
 * What entry.server.tsx gives the document (root.tsx's Layout) for this response: its CSP nonce (the
 * document's scripts carry it), the frame's styles to inline and the script that starts React
 * Router's scripts after the first paint (document.ts). Undefined in the browser: the scripts have run
 * by then, and the styles are in the page already.
 */
export interface ServerDocument {
  nonce: string | undefined;
  styles: string;
  scriptsStarter: string;
}

export const ServerDocumentContext = createContext<ServerDocument | undefined>(undefined);

export const useServerDocument = () => useContext(ServerDocumentContext);
