/// <reference types="vite/client" />
import 'react-router';

declare module 'react-router' {
  /**
   * What the API process gives every loader and action (backend/src/web/web-handler.ts): where the
   * API is and who the visitor is, so that server-side calls act for the visitor.
   */
  interface AppLoadContext {
    /** `http://127.0.0.1:<port>`: the API in the same process, without gzip or a proxy in between. */
    apiBaseUrl: string;
    /** Sent with each call to the API: says it is a page's call, which the API's load shedding lets through. */
    apiCallHeaders: Record<string, string>;
    /** Told when the API refuses a call for a limit or load (429, 503), so that the page answers that instead of a 500. */
    refusedByApi: (status: number, retryAfter: string | null) => void;
    /** `PUBLIC_URL`: the origin of canonical and Open Graph URLs. */
    publicUrl: string;
    /** The visitor's `Cookie` header, forwarded to the API. */
    cookie?: string;
    /** The visitor's address, forwarded so that the API's rate limits count the visitor, not this server. */
    clientIp?: string;
    /** This response's CSP nonce: the only inline scripts that run are React Router's own. */
    cspNonce: string;
    /** Passes a `Set-Cookie` of the API (a new or ended session) on to the browser. */
    forwardSetCookie: (cookie: string) => void;
  }
}
