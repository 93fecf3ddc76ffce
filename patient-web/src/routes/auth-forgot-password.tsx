import { Form, Link } from '../i18n/links';
import type { Route } from './+types/auth-forgot-password';
import { getApi } from '../api/client';
import { done, field, readForm, refused } from '../api/actions';
import { accountApi } from '../account/api';
import { AuthCard, Intent, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import '../styles/account.css';

export const meta = routeMeta(() => ({ title: 'Forgot Password', description: 'Get a link to reset your MedTour Asia password.' }));

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    return done('reset', (await accountApi.requestPasswordReset(getApi(context), field(form, 'email'))).message);
  } catch (error) {
    return refused('reset', error, request);
  }
}

export default function Component() {
  const { result, errors, busy } = useFormAction('reset');
  return (
    <AuthCard title="Forgot Password">
      {result?.ok ? (
        <p className="notice notice--info" role="status">
          {result.message}
        </p>
      ) : (
        <Form method="post" className="auth-form" aria-label="Reset password">
          <Intent value="reset" />
          <p>Enter your account's email. We will send you a link to choose a new password; it works once, for one hour.</p>
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email ?? result?.message} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </Form>
      )}
      <p className="auth-form__links">
        <Link to="/auth">Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
