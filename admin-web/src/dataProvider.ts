import { fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

// Same origin as the API: the session cookie authenticates every call.
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export const dataProvider = simpleRestProvider('/api/admin', httpClient);
