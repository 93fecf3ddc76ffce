import type { Route } from './+types/auth-accept-invitation';
import { accountApi } from '../account/api';
import { SetPasswordPage } from '../account/SetPasswordPage';
import { setPasswordAction } from '../account/set-password.server';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useT, type WithMessages } from '../i18n/messages';

export function loader({ params }: Route.LoaderArgs): WithMessages {
  return { messages: messagesFor(localeOf(params), 'account', 'errors') };
}

export const meta = routeMeta((_, t) => ({
  title: t('account.invitation.title'),
  description: t('account.invitation.meta.description'),
}));

export const action = setPasswordAction(accountApi.acceptInvitation);

export default function Component() {
  const t = useT();
  return (
    <SetPasswordPage
      title={t('account.invitation.title')}
      intro={t('account.invitation.intro')}
      submitLabel={t('account.invitation.submit')}
    />
  );
}
