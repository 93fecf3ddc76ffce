import { API_MESSAGES, type TripPatientChanges } from '@medtour/contracts';
import type { ActionFunctionArgs, Params } from 'react-router';
import type { GenericSchema, InferOutput } from 'valibot';
import { answerForm, formDone, redirectIn, saying } from '../api/actions';
import { type ApiClient, ApiError, getApi } from '../api/client';
import { tripPlanApi, type Typed } from './api';
import { authHref } from '../site';

/*
 * What the trip plan's routes (routes/booking-trip.tsx and its forms', routes/trip/*.tsx) share on
 * the server.
 */

/** Signed out (an emailed link opened in another browser): to sign in, and back here after. */
export function signInFirst(error: unknown, request: Request, params: Params): void {
  if (error instanceof ApiError && error.status === 401) {
    const url = new URL(request.url);
    throw redirectIn(params, authHref(url.pathname + url.search));
  }
}

/**
 * A form of the trip plan: read with its schema, `change` the plan with what it read, and answer
 * `message` (or `answer`'s). A refusal with field errors says so above the form's button (each error
 * is by its field), the values typed shown again.
 */
export function answerTripForm<S extends GenericSchema, A extends object>(
  { request, context, params }: ActionFunctionArgs,
  schema: S,
  change: (api: ApiClient, bookingId: string, value: InferOutput<S>) => Promise<A | unknown>,
  answer: string | ((result: A) => ReturnType<typeof formDone>),
) {
  return answerForm(
    request,
    schema,
    async (value) => {
      const result = await change(getApi(context), params.bookingId!, value);
      return typeof answer === 'string' ? formDone(answer) : answer(result as A);
    },
    {
      summary: 'correctFields',
      fallback: API_MESSAGES.internalError,
      explain: (refusal, error) => {
        signInFirst(error, request, params);
        if (Object.keys(refusal.data.errors).length) saying(refusal, API_MESSAGES.correctFields);
      },
    },
  );
}

/** A form that changes the plan's own fields (flights, pick-up, accommodation, visa): fields left out stay as they are. */
export const answerPlanChange = <S extends GenericSchema<unknown, Typed<TripPatientChanges>>>(args: ActionFunctionArgs, schema: S) =>
  answerTripForm(args, schema, (api, bookingId, changes) => tripPlanApi.change(api, bookingId, changes), API_MESSAGES.tripSaved);
