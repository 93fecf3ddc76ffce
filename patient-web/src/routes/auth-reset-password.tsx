import type { Route } from './+types/auth-reset-password';
import { accountApi } from '../account/api';
import { SetPasswordPage } from '../account/SetPasswordPage';
import { setPasswordAction } from '../account/set-password.server';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({ title: t('account.reset.title'), description: t('account.reset.meta.description') }));

export const action = setPasswordAction(accountApi.resetPassword);

export default function Component() {
  const t = useT();
  return (
    <SetPasswordPage title={t('account.reset.title')} intro={t('account.reset.intro')} submitLabel={t('account.changePassword.submit')} />
  );
}
