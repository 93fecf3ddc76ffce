import { type KeyboardEvent, useEffect, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { localizedPath } from '@medtour/contracts';
import { useHydrated } from '../account/forms';
import { describedBy, FieldNotes } from '../components/FieldNotes';
import { Form, Link } from '../i18n/links';
import { useLocale, useT } from '../i18n/messages';
import type { loader as hospitalSearchLoader } from '../routes/hospital-search';
import type { HospitalOption } from './api';
import { type BookingFormData, useJourneyAddress } from './data';
import { RequiredMark } from './fields';

/**
 * The hospital of a booking: a search-as-you-type field over every active hospital (an ARIA
 * combobox fed by a fetcher while JavaScript runs; without it, a GET search whose matches are links).
 * Choosing one puts it in the address (`?book=<slug>`), whose loader brings the treatments it offers.
 */
export function HospitalPicker({
  booking,
  searchFormId,
  error,
  autoFocus,
}: {
  booking: BookingFormData;
  searchFormId: string;
  error?: string;
  autoFocus: boolean;
}) {
  const t = useT();
  const [, setSearchParams] = useSearchParams();
  const search = useFetcher<typeof hospitalSearchLoader>();
  const hydrated = useHydrated();
  const journey = useJourneyAddress();
  const [text, setText] = useState(booking.hospital?.name ?? booking.query);
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const id = `${searchFormId}-input`;
  const listId = `${searchFormId}-list`;
  const matches = (typed ? search.data?.matches : undefined) ?? booking.matches ?? [];
  const expanded = hydrated && typed && text.trim() !== '' && search.data !== undefined;

  // Asks the server once the patient pauses typing (in the page's language: the countries are named in it).
  const { load } = search;
  const locale = useLocale();
  useEffect(() => {
    if (!typed || !text.trim()) return;
    const address = localizedPath(locale, `/dashboard/hospital-search?q=${encodeURIComponent(text.trim())}`);
    // A load cut short (a hospital chosen, the form closed) is no error.
    const timer = setTimeout(() => load(address).catch(() => undefined), 250);
    return () => clearTimeout(timer);
  }, [typed, text, load, locale]);

  function choose(hospital: HospitalOption) {
    setText(hospital.name);
    setTyped(false);
    setActive(-1);
    setSearchParams(
      (params) => {
        params.set('book', hospital.slug);
        params.delete('hospitalQuery');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!hydrated) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape') {
      setTyped(false);
    }
  }

  const hint = booking.hospital
    ? t('bookings.form.hospitalChosen', {
        name: booking.hospital.name,
        city: booking.hospital.city,
        country: booking.hospital.country.name,
      })
    : t('bookings.form.hospitalHint');
  return (
    <div className="field hospital-picker">
      <label htmlFor={id}>
        {t('bookings.form.hospital')}
        <RequiredMark />
      </label>
      <div className="hospital-picker__search">
        <input
          id={id}
          form={searchFormId}
          name="hospitalQuery"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          placeholder={t('bookings.form.hospitalPlaceholder')}
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        {!hydrated && (
          <button type="submit" form={searchFormId} className="btn btn--secondary btn--small">
            {t('bookings.form.search')}
          </button>
        )}
      </div>
      {hydrated ? (
        <ul id={listId} role="listbox" aria-label={t('bookings.form.matches')} className="hospital-picker__list" hidden={!expanded}>
          {matches.map((hospital, index) => (
            <li
              key={hospital.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hospital)}
            >
              {hospital.name}{' '}
              <span className="muted small">
                — {hospital.city}, {hospital.country.name}
              </span>
            </li>
          ))}
          {expanded && matches.length === 0 && <li className="muted small">{t('bookings.form.noMatch', { query: text.trim() })}</li>}
        </ul>
      ) : (
        booking.matches && (
          <ul aria-label={t('bookings.form.matches')} className="hospital-picker__links">
            {booking.matches.map((hospital) => (
              <li key={hospital.id}>
                <Link to={`${journey}?step=results&form=booking&book=${encodeURIComponent(hospital.slug)}`} preventScrollReset>
                  {hospital.name} — {hospital.city}, {hospital.country.name}
                </Link>
              </li>
            ))}
            {booking.matches.length === 0 && <li className="muted small">{t('bookings.form.noMatch', { query: booking.query })}</li>}
          </ul>
        )
      )}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** The GET form of the hospital search (the search field points to it with `form=`: forms cannot nest). */
export function HospitalSearchForm({ id }: { id: string }) {
  return (
    <Form method="get" action={useJourneyAddress()} id={id} preventScrollReset hidden>
      <input type="hidden" name="step" value="results" />
      <input type="hidden" name="form" value="booking" />
    </Form>
  );
}
