import { Form, Link } from '../i18n/links';
import type { Route } from './+types/auth-forgot-password';
import { getApi } from '../api/client';
import { done, field, readForm, refused } from '../api/actions';
import { accountApi } from '../account/api';
import { AuthCard, Intent, TextField, useFormAction } from '../account/forms';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';
import '../styles/account.css';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({ title: t('account.forgot.title'), description: t('account.forgot.meta.description') }));

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    return done('reset', (await accountApi.requestPasswordReset(getApi(context), field(form, 'email'))).message);
  } catch (error) {
    return refused('reset', error, request);
  }
}

export default function Component() {
  const t = useT();
  const { result, errors, busy } = useFormAction('reset');
  return (
    <AuthCard title={t('account.forgot.title')}>
      {result?.ok ? (
        <p className="notice notice--info" role="status">
          {result.message}
        </p>
      ) : (
        <Form method="post" className="auth-form" aria-label={t('account.forgot.form')}>
          <Intent value="reset" />
          <p>{t('account.forgot.intro')}</p>
          <TextField
            label={t('account.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email ?? result?.message}
          />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? t('account.forgot.busy') : t('account.forgot.submit')}
          </button>
        </Form>
      )}
      <p className="auth-form__links">
        <Link to="/auth">{t('account.backToSignIn')}</Link>
      </p>
    </AuthCard>
  );
}
