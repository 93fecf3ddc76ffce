import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getApi } from '../api/client';
import { accountApi } from '../account/api';
import { AuthCard, errorMessage } from '../account/forms';
import { routeMeta } from '../seo';
import '../styles/account.css';

export const meta = routeMeta(() => ({ title: 'Verify Your Email', description: 'Confirm your email address to activate your account.' }));

/**
 * The link from the verification email. Verifying takes a click (a POST), so that mail scanners
 * that open links do not use it up.
 */
export default function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ ok: boolean; message: string }>();
  const [busy, setBusy] = useState(false);

  async function verify() {
    setBusy(true);
    try {
      setState({ ok: true, message: (await accountApi.verifyEmail(getApi(null), token)).message });
    } catch (failure) {
      setState({ ok: false, message: errorMessage(failure, 'This verification link is invalid or has expired.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Verify Your Email">
      {state ? (
        <>
          <p className={`notice ${state.ok ? 'notice--info' : 'notice--error'}`} role={state.ok ? 'status' : 'alert'}>
            {state.message}
          </p>
          <Link to="/auth" className="btn btn--primary">
            Go to Sign In
          </Link>
        </>
      ) : (
        <>
          <p>Confirm that this email address is yours to activate your account.</p>
          <button type="button" className="btn btn--primary" onClick={verify} disabled={busy || !token}>
            {busy ? 'Verifying...' : 'Verify my email'}
          </button>
        </>
      )}
    </AuthCard>
  );
}
