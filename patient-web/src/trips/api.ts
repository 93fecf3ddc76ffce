import type { TripEstimate } from '@medtour/contracts';
import { answer, type ApiClient, type Query } from '../api/client';

/**
 * The all-in trip estimate (`GET /api/trip-estimates`). The values go as the address carried them
 * (text, possibly wrong): the API checks every one and answers field errors.
 */
export const tripApi = {
  estimate: (api: ApiClient, query: Record<string, string>, signal?: AbortSignal): Promise<TripEstimate> =>
    answer(api.GET('/api/trip-estimates', { params: { query: query as unknown as Query<'/api/trip-estimates'> }, signal })),
};
