import { useEffect, useRef } from 'react';
import { useNavigation, useRevalidator, useSearchParams } from 'react-router';
import {
  type AccountClosingPreview,
  API_MESSAGES,
  DATA_RIGHTS,
  type DataRequestView,
  type DataRightsView,
  formatMoney,
  isStaffRole,
  type Locale,
  toMinor,
} from '@medtour/contracts';
import { Form, Link } from '../i18n/links';
import type { Route } from './+types/dashboard-account';
import { ApiError, getApi } from '../api/client';
import { done, field, readForm, redirectIn, refused, unknownForm } from '../api/actions';
import { accountApi, privacyApi } from '../account/api';
import { FormError, Intent, NewPasswordField, NoScriptNotice, TextField, useFormAction } from '../account/forms';
import { formatFileSize } from '../format-more';
import { intlLocale } from '../format';
import { routeMeta } from '../seo';
import { authHref } from '../site';
import { messagesFor } from '../i18n/catalogues.server';
import { localeOf, type MessageId, useLocale, useT, withElements, type WithMessages } from '../i18n/messages';

interface AccountData extends WithMessages {
  /** The patient's latest export and erasure requests; null for a staff account (the API's 403) or when the API did not answer. */
  rights: DataRightsView | null;
  /** What closing the account does to the patient's bookings; null likewise. */
  closing: AccountClosingPreview | null;
  /** Which of the two the API did not answer (the rest of the page still works). */
  failed: { rights: boolean; closing: boolean };
}

/** The "Your data" section's address (the privacy page and the emails link to it): its forms post there, so a page posted without JavaScript opens at it. */
const YOUR_DATA = '/dashboard/account#your-data';

/**
 * The patient's data requests and what closing the account would do (issue 53). A staff account's
 * are an admin's (the API answers 403: the page says so, from its roles).
 */
export async function loader({ request, context, params }: Route.LoaderArgs): Promise<AccountData> {
  const locale = localeOf(params);
  const api = getApi(context);
  const { signal } = request;
  const [rights, closing] = await Promise.allSettled([privacyApi.rights(api, signal), privacyApi.closingPreview(api, locale, signal)]);
  const failedCall = (result: PromiseSettledResult<unknown>, what: string): boolean => {
    if (result.status === 'fulfilled') return false;
    const error: unknown = result.reason;
    if (signal.aborted) throw error;
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirectIn(params, authHref(url.pathname + url.search));
    }
    if (error instanceof ApiError && error.status === 403) return false;
    console.error(`Account page: could not load ${what}:`, error);
    return true;
  };
  const failed = { rights: failedCall(rights, 'the data requests'), closing: failedCall(closing, 'the closing preview') };
  return {
    rights: rights.status === 'fulfilled' ? rights.value : null,
    closing: closing.status === 'fulfilled' ? closing.value : null,
    failed,
    // The bookings' status words and the file sizes' only, not their whole namespaces.
    messages: {
      ...messagesFor(locale, 'account', 'errors'),
      ...messagesOf(locale, 'bookings', 'bookings.status.'),
      ...messagesOf(locale, 'records', 'records.size.'),
    },
  };
}

/** The messages of a namespace whose ids start with `prefix`. */
function messagesOf(locale: Locale, namespace: 'bookings' | 'records', prefix: string): WithMessages['messages'] {
  return Object.fromEntries(Object.entries(messagesFor(locale, namespace)).filter(([id]) => id.startsWith(prefix)));
}

export const meta = routeMeta((_, t) => ({ title: t('account.security.title'), description: t('account.security.meta.description') }));

interface MfaSetup {
  secret: string;
  qrCode: string;
}

/** Change password, two-factor set-up (start, confirm), sign out everywhere, and the patient's data: a copy (export) and closing the account. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = field(form, 'intent');
  const api = getApi(context);
  // The set-up being confirmed is shown again when its code is refused.
  const setup: MfaSetup = { secret: field(form, 'secret'), qrCode: field(form, 'qrCode') };
  try {
    switch (intent) {
      case 'password':
        return done(intent, (await accountApi.changePassword(api, field(form, 'currentPassword'), field(form, 'password'))).message);
      case 'mfa-start': {
        const { secret, qrCode } = await accountApi.enrollMfa(api);
        return done(intent, undefined, { setup: { secret, qrCode } });
      }
      case 'mfa-confirm':
        return done(intent, undefined, (await accountApi.confirmMfa(api, field(form, 'code'))) as { recoveryCodes: string[] });
      case 'sign-out-everywhere':
        await accountApi.signOutEverywhere(api);
        return redirectIn(params, '/');
      case 'export':
        // The page's data (loaded again after the post) shows the copy being prepared.
        await privacyApi.requestExport(api);
        return done(intent);
      case 'close':
        await privacyApi.requestClosing(api, field(form, 'password'));
        return done(intent, API_MESSAGES.closingRequested);
      default:
        return unknownForm(intent);
    }
  } catch (error) {
    return refused(intent, error, request, undefined, intent === 'mfa-confirm' ? { setup } : undefined);
  }
}

function ChangePassword() {
  const t = useT();
  const { result, errors, busy } = useFormAction('password', {
    done: (r) => ({ title: t('account.changePassword.done'), description: r.message }),
  });
  const form = useRef<HTMLFormElement>(null);
  // A changed password is not left in the form.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <Form method="post" ref={form} className="card auth-form" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('account.changePassword.title')}</h2>
      <Intent value="password" />
      <NoScriptNotice toast={result?.ok ? { title: t('account.changePassword.done'), description: result.message } : undefined} />
      <TextField
        label={t('account.field.currentPassword')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword}
      />
      <NewPasswordField
        label={t('account.field.newPassword')}
        name="password"
        id="new-password"
        error={errors.password}
        hint={t('account.changePassword.hint')}
      />
      <FormError result={result} />
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? t('account.saving') : t('account.changePassword.submit')}
      </button>
    </Form>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const t = useT();
  const start = useFormAction<{ setup: MfaSetup }>('mfa-start');
  const confirm = useFormAction<{ setup: MfaSetup; recoveryCodes: string[] }>('mfa-confirm');
  const setup = confirm.result?.setup ?? start.result?.setup;
  const codes = confirm.result?.recoveryCodes;
  const busy = start.busy || confirm.busy;
  return (
    <section className="card" aria-labelledby="mfa-title">
      <h2 id="mfa-title">{t('account.mfa.title')}</h2>
      {codes ? (
        <>
          <p role="status">{t('account.mfa.recoveryCodes')}</p>
          <ul className="recovery-codes">
            {codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </>
      ) : enabled ? (
        <p>{t('account.mfa.on')}</p>
      ) : setup ? (
        <Form method="post" className="auth-form">
          <Intent value="mfa-confirm" />
          <input type="hidden" name="secret" value={setup.secret} />
          <input type="hidden" name="qrCode" value={setup.qrCode} />
          <p>{t('account.mfa.scan')}</p>
          <img src={setup.qrCode} alt={t('account.mfa.qrAlt')} width={180} height={180} />
          <p>{withElements(t, 'account.mfa.setupKey', { key: <code>{setup.secret}</code> })}</p>
          <TextField
            label={t('account.field.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={confirm.result && !confirm.result.ok ? confirm.result.message : undefined}
          />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('account.mfa.turnOn')}
          </button>
        </Form>
      ) : (
        <Form method="post">
          <Intent value="mfa-start" />
          <p>{t('account.mfa.intro')}</p>
          <button type="submit" className="btn btn--secondary" disabled={busy}>
            {t('account.mfa.start')}
          </button>
        </Form>
      )}
    </section>
  );
}

function Devices() {
  const t = useT();
  const { busy } = useFormAction('sign-out-everywhere', {
    left: { title: t('account.devices.done.title'), description: t('account.devices.done.description') },
  });
  return (
    <section className="card" aria-labelledby="devices-title">
      <h2 id="devices-title">{t('account.devices.title')}</h2>
      <p>{t('account.devices.text')}</p>
      <Form method="post">
        <Intent value="sign-out-everywhere" />
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {t('account.devices.submit')}
        </button>
      </Form>
    </section>
  );
}

/** What the copy of one's data holds: `account.data.export.item.<name>`. */
const EXPORT_ITEMS = [
  'profile',
  'assessments',
  'bookings',
  'messages',
  'assistant',
  'reviews',
  'consents',
  'access',
  'records',
  'readme',
] as const;

/** How often the page looks at a copy being prepared, with JavaScript (without, the page has a Refresh link). */
const EXPORT_LOOK_MS = 3_000;

/** Loads the page's data again every few seconds while `active`, the page in view and nothing else under way. */
function useRevalidateWhile(active: boolean): void {
  const { revalidate, state } = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  const idle = state === 'idle' && navigation.state === 'idle';
  useEffect(() => {
    busy.current = !idle;
  }, [idle]);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || busy.current) return;
      // A look cut short (the patient went elsewhere) is no error.
      revalidate().catch(() => undefined);
    }, EXPORT_LOOK_MS);
    return () => clearInterval(timer);
  }, [active, revalidate]);
}

/**
 * The Refresh link of a copy being prepared (without JavaScript the page shows the state it was
 * loaded with): a new address each time, so that the browser loads the page again rather than only
 * scrolling to the section.
 */
function RefreshLink() {
  const t = useT();
  const [params] = useSearchParams();
  const next = (Number.parseInt(params.get('refresh') ?? '', 10) || 0) + 1;
  return (
    <Link to={`/dashboard/account?refresh=${next}#your-data`} preventScrollReset>
      {t('account.data.export.refresh')}
    </Link>
  );
}

/** "Download my data": what the copy holds, then its state (being prepared, ready with its link, failed, expired). */
function ExportCard({ view, staff, failed }: { view: DataRequestView | null; staff: boolean; failed: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { result, busy } = useFormAction('export', { failed: false });
  const state = view?.state;
  const working = state === 'queued' || state === 'building';
  useRevalidateWhile(working);
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format((view?.progress ?? 0) / 100);
  const ready = view && state === 'ready' ? view : null;
  return (
    <section className="card data-rights__card" aria-labelledby="data-export-title">
      <h3 id="data-export-title">{t('account.data.export.title')}</h3>
      <p>{t('account.data.export.intro')}</p>
      <ul className="checks">
        {EXPORT_ITEMS.map((item) => (
          <li key={item}>{t(`account.data.export.item.${item}`)}</li>
        ))}
      </ul>
      <p className="muted small">{t('account.data.export.linkDays', { days: DATA_RIGHTS.exportLinkDays })}</p>
      {staff ? (
        <p className="notice notice--info">{t('account.data.export.staff')}</p>
      ) : failed ? (
        <p className="notice notice--error">{t('account.data.unavailable')}</p>
      ) : (
        <>
          <div role="status">
            {working && <p>{t(state === 'queued' ? 'account.data.export.queued' : 'account.data.export.building')}</p>}
            {ready && (
              <p>
                {t('account.data.export.ready', {
                  size: formatFileSize(ready.sizeBytes ?? 0, t, locale),
                  day: ready.expiresAt ?? '',
                })}
              </p>
            )}
            {state === 'failed' && <p className="notice notice--error">{t('account.data.export.failed')}</p>}
            {state === 'expired' && <p>{t('account.data.export.expired')}</p>}
          </div>
          {working && (
            <div className="data-rights__progress">
              <label htmlFor="data-export-progress">{t('account.data.export.progress')}</label>
              <progress id="data-export-progress" max={100} value={view?.progress ?? 0}>
                {percent}
              </progress>
              <span aria-hidden="true">{percent}</span>
              <RefreshLink />
            </div>
          )}
          {ready && (
            <p>
              {/* The API's own address (same site, the session's cookie): the zip comes as an attachment. */}
              <a href={`/api/privacy/exports/${encodeURIComponent(ready.id)}/download`} className="btn btn--primary" download>
                {t('account.data.export.download')}
              </a>
            </p>
          )}
          {!working && !ready && (
            <Form method="post" action={YOUR_DATA} className="auth-form">
              <Intent value="export" />
              <FormError result={result} />
              <button type="submit" className="btn btn--primary" disabled={busy}>
                {busy ? t('account.data.export.busy') : t('account.data.export.submit')}
              </button>
            </Form>
          )}
        </>
      )}
    </section>
  );
}

/** What closing does to a booking: `account.data.close.outcome.<outcome>`. */
const OUTCOMES: Record<AccountClosingPreview['bookings'][number]['outcome'], MessageId> = {
  cancelled: 'account.data.close.outcome.cancelled',
  kept: 'account.data.close.outcome.kept',
};

/** A booking's status in words (the `bookings.status.*` the loader sends), else as the API wrote it. */
function useStatusText(): (status: string) => string {
  const t = useT();
  return (status) => {
    const id = `bookings.status.${status}` as MessageId;
    const text = t(id);
    return text === id ? status : text;
  };
}

/** "Delete my account": what happens to each booking and to the money, the grace period, then the password. */
function CloseAccountCard({
  closing,
  erasure,
  staff,
  failed,
}: {
  closing: AccountClosingPreview | null;
  erasure: DataRequestView | null;
  staff: boolean;
  failed: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const statusText = useStatusText();
  const { result, errors, busy } = useFormAction('close', { failed: false });
  const form = useRef<HTMLFormElement>(null);
  // The password is not left in the form once the link is sent.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <section className="card data-rights__card" aria-labelledby="close-account-title">
      <h3 id="close-account-title">{t('account.data.close.title')}</h3>
      {staff ? (
        <p>{t('errors.staffAccountDataRights')}</p>
      ) : !closing || failed ? (
        <p className="notice notice--error">{t('account.data.unavailable')}</p>
      ) : (
        <>
          <p>{t('account.data.close.intro', { days: closing.graceDays })}</p>
          <h4 id="close-account-bookings">{t('account.data.close.bookings')}</h4>
          {closing.bookings.length ? (
            <div className="table-scroll">
              <table className="table" aria-labelledby="close-account-bookings">
                <thead>
                  <tr>
                    <th scope="col">{t('account.data.close.col.hospital')}</th>
                    <th scope="col">{t('account.data.close.col.status')}</th>
                    <th scope="col">{t('account.data.close.col.held')}</th>
                    <th scope="col">{t('account.data.close.col.outcome')}</th>
                  </tr>
                </thead>
                <tbody>
                  {closing.bookings.map((booking) => (
                    <tr key={booking.id}>
                      <th scope="row">{booking.hospitalName}</th>
                      <td className="data-rights__status">{statusText(booking.status)}</td>
                      <td>{formatMoney(toMinor(booking.heldUsd, 'USD'), 'USD', intlLocale(locale))}</td>
                      <td>{t(OUTCOMES[booking.outcome])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('account.data.close.noBookings')}</p>
          )}
          <h4>{t('account.data.close.refundPolicy')}</h4>
          {/* The policy as the admins wrote it in Settings (English). */}
          <p lang="en" dir="auto" className="data-rights__policy">
            {closing.depositRefundPolicy}
          </p>
          <p>{t('account.data.close.retention', { years: closing.retentionYears })}</p>
          {result?.ok ? (
            <p className="notice notice--info" role="status">
              {result.message}
            </p>
          ) : (
            erasure?.state === 'unconfirmed' && <p className="notice notice--info">{t('account.data.close.unconfirmed')}</p>
          )}
          <Form method="post" action={YOUR_DATA} ref={form} className="auth-form">
            <Intent value="close" />
            <TextField
              label={t('account.data.close.password')}
              name="password"
              id="close-account-password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
              hint={t('account.data.close.passwordHint')}
            />
            <FormError result={result} />
            <button type="submit" className="btn btn--danger" disabled={busy}>
              {busy ? t('account.data.close.busy') : t('account.data.close.submit')}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}

/** "Your data" (`#your-data`): a copy of everything, and closing the account (issue 53). */
function YourData({ loaderData, staff }: { loaderData: Route.ComponentProps['loaderData']; staff: boolean }) {
  const t = useT();
  const { rights, closing, failed } = loaderData;
  return (
    <section id="your-data" className="data-rights" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{t('account.data.title')}</h2>
      <p className="muted">{t('account.data.intro')}</p>
      <div className="grid grid--2">
        <ExportCard view={rights?.export ?? null} staff={staff} failed={failed.rights} />
        <CloseAccountCard closing={closing} erasure={rights?.erasure ?? null} staff={staff} failed={failed.closing} />
      </div>
    </section>
  );
}

export default function Component({ matches, loaderData }: Route.ComponentProps) {
  const t = useT();
  const { me } = matches[2].loaderData; // root, the site frame, then the dashboard layout (typed by route)
  return (
    <section className="section">
      <div className="container account-page">
        <h1>{t('account.security.title')}</h1>
        <p className="muted">{t('account.security.signedInAs', { firstName: me.firstName, lastName: me.lastName, email: me.email })}</p>
        <div className="grid grid--2">
          <ChangePassword />
          <div className="stack">
            <TwoFactor enabled={me.mfaEnabled} />
            <Devices />
          </div>
        </div>
        <YourData loaderData={loaderData} staff={me.roles.some(isStaffRole)} />
      </div>
    </section>
  );
}
