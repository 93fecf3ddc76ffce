import { useSearchParams } from 'react-router';
import { Form, Link } from '../i18n/links';
import { PASSWORD_MIN_LENGTH } from '@medtour/contracts';
import { AuthCard, Intent, NewPasswordField, useFormAction } from './forms';
import { useT } from '../i18n/messages';
import '../styles/account.css';

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
