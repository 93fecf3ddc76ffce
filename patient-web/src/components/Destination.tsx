import { Fragment } from 'react';
import type { CountryGuide, CountryLink } from '@medtour/contracts';
import { Link } from '../i18n/links';
import { Fact } from './Details';
import { useT } from '../i18n/messages';
import { destinationHref } from '../site';

// What a destination's card (destinations page) and its own page both show of its guide, and the
// country names of the other pages, which lead to it.

/** A country's name: a link to its destination page when it has one. */
export function CountryName({ country }: { country: CountryLink }) {
  return country.isDestination ? <Link to={destinationHref(country.slug)}>{country.name}</Link> : <>{country.name}</>;
}

/** Countries' names, comma-separated, each leading to its destination page when it has one. */
export function CountryNames({ countries }: { countries: readonly CountryLink[] }) {
  return countries.map((country, index) => (
    <Fragment key={country.slug}>
      {index > 0 && ', '}
      <CountryName country={country} />
    </Fragment>
  ));
}

/** The average cost saving, "60-80%", or null when the guide gives none. */
export function costSaving({ avgCostSavingMinPct: min, avgCostSavingMaxPct: max }: CountryGuide): string | null {
  if (min !== null && max !== null) return min === max ? `${min}%` : `${min}-${max}%`;
  return min !== null ? `${min}%` : max !== null ? `${max}%` : null;
}

/** The travel facts of a `fact-list`: visa, flight time from Africa and languages (those given). */
export function TravelFacts({ guide, languages }: { guide: CountryGuide; languages: readonly string[] }) {
  const t = useT();
  return (
    <>
      {guide.visaInfo && <Fact label={t('destinations.visa')}>{guide.visaInfo}</Fact>}
      {guide.flightTimeFromAfrica && <Fact label={t('destinations.flight')}>{guide.flightTimeFromAfrica}</Fact>}
      {languages.length > 0 && <Fact label={t('destinations.languages')}>{languages.join(', ')}</Fact>}
    </>
  );
}
