import { useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/auth-verify-email';
import { getApi } from '../api/client';
import { done, field, readForm, refused } from '../api/actions';
import { accountApi } from '../account/api';
import { AuthCard, Intent, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import '../styles/account.css';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({ title: t('account.verify.title'), description: t('account.verify.meta.description') }));

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
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { result, errors, busy } = useFormAction('verify', { failed: false });

  return (
    <AuthCard title={t('account.verify.title')}>
      {result ? (
        <>
          <p className={`notice ${result.ok ? 'notice--info' : 'notice--error'}`} role={result.ok ? 'status' : 'alert'}>
            {errors.token ?? result.message}
          </p>
          <Link to="/auth" className="btn btn--primary">
            {t('account.goToSignIn')}
          </Link>
        </>
      ) : (
        <Form method="post">
          <Intent value="verify" />
          <input type="hidden" name="token" value={token} />
          <p>{t('account.verify.intro')}</p>
          <button type="submit" className="btn btn--primary" disabled={busy || !token}>
            {busy ? t('account.verify.busy') : t('account.verify.submit')}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
