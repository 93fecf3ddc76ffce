import { useSearchParams } from 'react-router';
import { API_MESSAGES, messageText, utcDay } from '@medtour/contracts';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/auth-close-account';
import { ApiError, getApi } from '../api/client';
import { done, field, invalid, readForm, refused } from '../api/actions';
import { privacyApi } from '../account/api';
import { AuthCard, Intent, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import '../styles/account.css';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({
  title: t('account.closeAccount.title'),
  description: t('account.closeAccount.meta.description'),
}));

/**
 * The emailed link confirms the closing: the account is closed at once and erased on the day the API
 * answers. A link that is not (or no longer) good is refused with the one message, whatever the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const closed = await privacyApi.confirmClosing(getApi(context), field(form, 'token'));
    return done('confirm', messageText('accountClosedDone', { day: closed.eraseAfter ? utcDay(closed.eraseAfter) : '' }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return invalid('confirm', {}, API_MESSAGES.closingLinkInvalid);
    return refused('confirm', error, request);
  }
}

/**
 * `/auth/close-account?token=…`: the link from the email that confirms deleting the account. It takes
 * a click (a POST), so that mail scanners that open links do not close the account. No sign-in needed:
 * the link proves who asked.
 */
export default function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { result, busy } = useFormAction('confirm', { failed: false });

  return (
    <AuthCard title={t('account.closeAccount.title')}>
      {result ? (
        <>
          <p className={`notice ${result.ok ? 'notice--info' : 'notice--error'}`} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </p>
          <p className="auth-form__links">
            {!result.ok && <Link to="/dashboard/account#your-data">{t('account.closeAccount.account')}</Link>}
            <Link to="/">{t('account.closeAccount.home')}</Link>
          </p>
        </>
      ) : (
        <Form method="post" className="auth-form">
          <Intent value="confirm" />
          <input type="hidden" name="token" value={token} />
          <p>{t('account.closeAccount.intro')}</p>
          {!token && (
            <p className="notice notice--error" role="alert">
              {t('account.setPassword.incomplete')}
            </p>
          )}
          <button type="submit" className="btn btn--danger" disabled={busy || !token}>
            {busy ? t('account.closeAccount.busy') : t('account.closeAccount.submit')}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
