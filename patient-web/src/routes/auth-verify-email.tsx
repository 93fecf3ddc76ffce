import { useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/auth-verify-email';
import { getApi } from '../api/client';
import { done, field, readForm, refused } from '../api/actions';
import { accountApi } from '../account/api';
import { AuthCard, Intent, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import '../styles/account.css';

export const meta = routeMeta(() => ({ title: 'Verify Your Email', description: 'Confirm your email address to activate your account.' }));

const INVALID = 'This verification link is invalid or has expired.';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    return done('verify', (await accountApi.verifyEmail(getApi(context), field(form, 'token'))).message);
  } catch (error) {
    return refused('verify', error, request, INVALID);
  }
}

/**
 * The link from the verification email. Verifying takes a click (a POST), so that mail scanners
 * that open links do not use it up.
 */
export default function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { result, errors, busy } = useFormAction('verify', { failed: false });

  return (
    <AuthCard title="Verify Your Email">
      {result ? (
        <>
          <p className={`notice ${result.ok ? 'notice--info' : 'notice--error'}`} role={result.ok ? 'status' : 'alert'}>
            {errors.token ?? result.message}
          </p>
          <Link to="/auth" className="btn btn--primary">
            Go to Sign In
          </Link>
        </>
      ) : (
        <Form method="post">
          <Intent value="verify" />
          <input type="hidden" name="token" value={token} />
          <p>Confirm that this email address is yours to activate your account.</p>
          <button type="submit" className="btn btn--primary" disabled={busy || !token}>
            {busy ? 'Verifying...' : 'Verify my email'}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
