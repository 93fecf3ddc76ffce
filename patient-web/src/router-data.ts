import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router-dom';

/** Id of the `<script type="application/json">` element that carries the router state to the browser. */
export const ROUTER_DATA_ID = '__router_data';

/** A route error as JSON: a thrown response (status…) or an unexpected error (message only). */
type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string };

export interface SerializedRouterData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

/**
 * Route errors in a form JSON keeps. Unexpected errors keep no message or stack in production:
 * the page only needs to know that something failed.
 */
export function serializeErrors(errors: Record<string, unknown> | null): SerializedRouterData['errors'] {
  if (!errors) return null;
  const out: Record<string, SerializedError> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      out[routeId] = {
        __type: 'RouteErrorResponse',
        status: error.status,
        statusText: error.statusText,
        data: error.data,
        internal: (error as { internal?: boolean }).internal === true,
      };
    } else {
      const message = !import.meta.env.PROD && error instanceof Error ? error.message : 'Unexpected Server Error';
      out[routeId] = { __type: 'Error', message };
    }
  }
  return out;
}

function deserializeErrors(errors: SerializedRouterData['errors']): HydrationState['errors'] {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    out[routeId] =
      error.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data, error.internal)
        : new Error(error.message);
  }
  return out;
}

/** The JSON text for the router data element, safe inside `<script>`: every `<` is escaped. */
export function routerDataJson(data: SerializedRouterData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Reads the server's router state from the page, or undefined when the page was not server-rendered. */
export function readHydrationData(doc: Document): HydrationState | undefined {
  const text = doc.getElementById(ROUTER_DATA_ID)?.textContent;
  if (!text) return undefined;
  const parsed = JSON.parse(text) as SerializedRouterData;
  return {
    loaderData: parsed.loaderData,
    actionData: parsed.actionData,
    errors: deserializeErrors(parsed.errors),
  };
}
