import { Outlet, useNavigation } from 'react-router';
import { redirectIn } from '../api/actions';
import { failPage } from '../api/load';
import { authHref } from '../site';
import { Form, NavLink } from '../i18n/links';
import type { Route } from './+types/dashboard';
import { ApiError, getApi, SIGNED_IN_ANSWER } from '../api/client';
import type { Me } from '@medtour/contracts';
import { accountApi } from '../account/api';
import { routeMeta } from '../seo';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, useLocalePath, useT, type WithMessages } from '../i18n/messages';
import '../styles/account.css';

/**
 * Guard (spec §2): without a session, on to /auth with the requested path as the place to return to.
 * The layout's words (its bar, its title) are the `journey` namespace's.
 */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<{ me: Me } & WithMessages> {
  try {
    return { me: await accountApi.me(getApi(context)), messages: messagesFor(localeOf(params), 'journey') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirectIn(params, authHref(url.pathname + url.search));
    }
    // The API down or too slow to say who is signed in: the page that says to come back, not a server error.
    return failPage(error, request, 'Dashboard');
  }
}

export const meta = routeMeta((_, t) => ({ title: t('journey.meta.title'), description: t('journey.meta.description') }));

/**
 * Sign-out (spec §4): a failed sign-out is logged and the patient still goes to the home page. A
 * visitor who was not signed in (401) has nothing to sign out of: no failure.
 */
export async function action({ context, params }: Route.ActionArgs) {
  try {
    await accountApi.signOut(getApi(context));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) console.error('Sign-out failed:', error);
  }
  return redirectIn(params, '/');
}

/** Signed-in pages are never stored by the browser or a proxy. */
export const headers: Route.HeadersFunction = () => SIGNED_IN_ANSWER;

function SignOutButton() {
  const t = useT();
  const path = useLocalePath();
  // The form's action is the address in the page's language (`/fr/dashboard`).
  const busy = useNavigation().formAction === path('/dashboard');
  return (
    // Posts to this layout route (an index route is addressed with `?index`).
    <Form method="post" action="/dashboard">
      <button type="submit" className="btn btn--secondary" disabled={busy}>
        {t('journey.signOut')}
      </button>
    </Form>
  );
}

/** `/dashboard`: the signed-in patient's area (journey, bookings, account). */
export default function Component({ loaderData: { me } }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="dashboard">
      <div className="dashboard__bar">
        <div className="container dashboard__bar-inner">
          <ul className="dashboard__badges" aria-label={t('journey.trust.label')}>
            <li className="badge badge--trust">{t('journey.trust.hipaa')}</li>
            <li className="badge badge--trust">{t('journey.trust.boardCertified')}</li>
          </ul>
          <div className="dashboard__user">
            <span className="dashboard__email">{me.email}</span>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label={t('journey.nav.label')} className="container dashboard__nav">
          <NavLink to="/dashboard" end>
            {t('journey.nav.journey')}
          </NavLink>
          <NavLink to="/dashboard/account">{t('journey.nav.account')}</NavLink>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}
