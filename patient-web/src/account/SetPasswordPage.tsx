import { useSearchParams, type ActionFunctionArgs } from 'react-router';
import { Form, Link } from '../i18n/links';
import { getApi, type ApiClient } from '../api/client';
import { done, field, invalid, readForm, refused } from '../api/actions';
import { PASSWORD_MIN_LENGTH } from '@medtour/contracts';
import { AuthCard, Intent, NewPasswordField, useFormAction } from './forms';
import { useT } from '../i18n/messages';
import '../styles/account.css';

type SendPassword = (api: ApiClient, token: string, password: string) => Promise<{ message: string }>;

/** The action of a page that chooses a password from an emailed single-use link (`send` calls the API). */
export function setPasswordAction(send: SendPassword) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const form = await readForm(request);
    const password = field(form, 'password');
    if (password !== field(form, 'confirm')) return invalid('password', { confirm: 'The two passwords do not match' });
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

/** Choosing a password from an emailed single-use link (password reset, invitation); its route sends the `account` messages. */
export function SetPasswordPage({ title, intro, submitLabel }: { title: string; intro: string; submitLabel: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { result, errors, busy } = useFormAction('password');

  return (
    <AuthCard title={title}>
      {result?.ok ? (
        <>
          <p className="notice notice--info" role="status">
            {result.message}
          </p>
          <Link to="/auth" className="btn btn--primary">
            {t('account.goToSignIn')}
          </Link>
        </>
      ) : !token ? (
        <p className="notice notice--error" role="alert">
          {t('account.setPassword.incomplete')}
        </p>
      ) : (
        <Form method="post" className="auth-form" aria-label={title}>
          <Intent value="password" />
          <input type="hidden" name="token" value={token} />
          <p>{intro}</p>
          <NewPasswordField
            label={t('account.field.newPassword')}
            name="password"
            error={errors.password}
            hint={t('account.password.hint', { min: PASSWORD_MIN_LENGTH })}
          />
          <NewPasswordField label={t('account.field.confirmPassword')} name="confirm" error={errors.confirm} hint={null} />
          <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
            {busy ? t('account.saving') : submitLabel}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}
