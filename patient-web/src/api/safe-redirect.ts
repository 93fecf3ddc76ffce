/*
 * Where a visitor goes next, from a value anyone can write into an address: the sign-in page's
 * `?redirect=`, the assistant's `?from=`, a source link of the assistant's reply. It must stay on
 * this site: an open redirect lends our address to a phishing page ("sign in at MedTour Asia, then
 * land on evil.example").
 *
 * The value is read the way the browser will read the `Location` header or the link it ends up in,
 * by the WHATWG URL parser: tabs and newlines are removed anywhere, leading and trailing spaces and
 * control characters are dropped, `\` is a `/`, `.` and `..` segments are resolved, `%2e%2e` is a
 * `..`. Checking the text as written misses that: `/\t/evil.example` reads as `//evil.example`,
 * another site. What is answered is the parsed path, serialised (percent-encoded), so it holds no
 * character a header cannot (a CR or LF once made the page answer 500).
 *
 * No imports: the module runs on the server, in the browser and under `node --test`.
 */

/** A placeholder origin: a path resolved against it keeps it; a value naming a host or a scheme does not. */
const BASE = new URL('http://site.invalid/');

/** The path, query and fragment `value` opens on this site, as a browser reads it; null when it opens anything else. */
function pathOnSite(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE.origin ? url.pathname + url.search + url.hash : null;
}

/** Whether `value` is a whole URL on its own (a scheme: `https:`, `javascript:`…), not a path. */
function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path on this site that `value` leads to, else `fallback`: `//evil.example`, `/\evil.example`,
 * `/<tab>/evil.example`, `https://…`, `javascript:…` and anything else that opens another site, or
 * is no path, gives `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value?.trim() || isAbsoluteUrl(value)) return fallback;
  const path = pathOnSite(value);
  // Read once more as the browser will read the answer: `/..//evil.example` resolves to the path
  // `//evil.example`, which is another site when sent as it is.
  return path !== null && pathOnSite(path) === path ? path : fallback;
}
