import { API_MESSAGES } from '@medtour/contracts';
import type { ActionFunctionArgs } from 'react-router';
import { done, field, invalid, readForm, refused } from '../api/actions';
import { getApi, type ApiClient } from '../api/client';

type SendPassword = (api: ApiClient, token: string, password: string) => Promise<{ message: string }>;

/** The action of a page that chooses a password from an emailed single-use link (`send` calls the API). */
export function setPasswordAction(send: SendPassword) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await readForm(request);
    const password = field(form, 'password');
    if (password !== field(form, 'confirm')) return invalid('password', { confirm: API_MESSAGES.passwordsDiffer });
    try {
      return done('password', (await send(getApi(context), field(form, 'token'), password)).message);
    } catch (error) {
      const answer = refused('password', error, request);
      // A used or expired link is said under the password.
      const { token, ...errors } = answer.data.errors;
      if (token) answer.data.errors = { ...errors, password: token };
      return answer;
    }
  };
}
