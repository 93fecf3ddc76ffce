/*
 * The trip plan's addresses (issue 54) that pages link to. Apart from api.ts: the browser loads this, and
 * needs no API client for it.
 */

/**
 * Where the browser downloads a file of the plan (the hospital's visa letter, the discharge pack): the
 * API's own address on this site, with the session's cookie; it answers with an attachment, as the
 * medical records' downloads do.
 */
export const tripDocumentHref = (bookingId: string, documentId: string) =>
  `/api/bookings/${encodeURIComponent(bookingId)}/trip/documents/${encodeURIComponent(documentId)}`;

/** The page of a booking's trip plan (a site address: links and forms take it to the page's language). */
export const tripPlanPath = (bookingId: string) => `/dashboard/bookings/${encodeURIComponent(bookingId)}/trip`;
