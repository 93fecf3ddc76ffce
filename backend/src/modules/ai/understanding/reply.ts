import { type AiSource, localizedPath, type Locale } from '@medtour/contracts';
import type { CountryInfo, HospitalInfo, Snapshot, TreatmentInfo } from '../../understanding/index.js';
import type { ListedKind } from './dialogue.js';
import type { CountrySummary, Offer } from './facts.js';
import { ASSISTANT_TEXTS } from './texts/index.js';
import type { AssistantTexts } from './texts/types.js';

/** One formatter per language: making one costs more than the reply's other lines. */
const dollars = new Map<Locale, Intl.NumberFormat>();
const lists = new Map<Locale, Intl.ListFormat>();

const money = (language: Locale, usd: number) => {
  let format = dollars.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, numberingSystem: 'latn' });
    dollars.set(language, format);
  }
  return format.format(usd);
};

/**
 * A reply being written, in one language: its lines go out as they are written (`emit`), so the patient reads the first
 * while the next are looked up; its sources; and what it listed, in order ("the second one" of the next message).
 */
export class Reply {
  readonly texts: AssistantTexts;
  private readonly lines: string[] = [];
  private readonly sources = new Map<string, AiSource>();
  /** The first list the reply showed (hospitals preferred: that is what patients point at). */
  listed: { kind: ListedKind; ids: string[] } | null = null;

  constructor(
    readonly language: Locale,
    readonly snapshot: Snapshot,
    private readonly emit: (text: string) => void,
  ) {
    this.texts = ASSISTANT_TEXTS[language];
  }

  name = (t: TreatmentInfo) => t.names[this.language];
  countryName = (c: CountryInfo) => c.names[this.language];
  /** "in Malaysia or Thailand"; `joiner` between the names (", " for a list). */
  where = (countries: CountryInfo[], joiner = ` ${this.texts.or} `) =>
    countries.length ? this.texts.inCountry(countries.map(this.countryName).join(joiner)) : '';
  /** "India, Malaysia and Thailand" in the reply's language. */
  list = (names: string[]) => {
    let format = lists.get(this.language);
    if (!format) lists.set(this.language, (format = new Intl.ListFormat(this.language, { type: 'conjunction' })));
    return format.format(names);
  };

  money = (usd: number) => money(this.language, usd);

  range(min: number | null, max: number | null): string {
    if (min === null && max === null) return this.texts.priceOnRequest;
    if (min === null || max === null || min === max) return money(this.language, (min ?? max)!);
    return `${money(this.language, min)}–${money(this.language, max)}`;
  }

  get empty(): boolean {
    return this.lines.length === 0;
  }

  /** Blank lines between paragraphs; a list's items ("- …") and notes ("  …") stay under their heading. */
  line(text: string): this {
    const separator = !this.lines.length ? '' : text.startsWith('-') || text.startsWith('  ') ? '\n' : '\n\n';
    this.lines.push(text);
    this.emit(`${separator}${text}`);
    return this;
  }

  source(title: string, url: string): this {
    if (!this.sources.has(url)) this.sources.set(url, { title, url });
    return this;
  }

  /** Records what the reply listed, if it listed nothing yet (or only something other than hospitals). */
  private listing(kind: ListedKind, ids: string[]) {
    if (!ids.length) return;
    if (!this.listed || (this.listed.kind !== 'hospital' && kind === 'hospital')) this.listed = { kind, ids };
  }

  stay(t: TreatmentInfo) {
    if (t.minDays !== null && t.maxDays !== null) this.line(this.texts.stay(this.name(t), t.minDays, t.maxDays));
  }

  successRate(t: TreatmentInfo) {
    if (t.successRate !== null) this.line(this.texts.successRate(this.name(t), Math.round(t.successRate)));
  }

  /** A hospital as a list item: its name, city and country. */
  hospitalLine(o: { hospital: string; city: string; countryId: string }, rest: string) {
    const country = this.snapshot.country(o.countryId);
    this.line(`- ${o.hospital} (${o.city}${country ? `, ${this.countryName(country)}` : ''})${rest}`);
  }

  /** A heading, then one line per offer; a country's other hospitals counted. */
  offers(heading: string, offers: Offer[], countries: { hospitals: number }[], withRating = false): this {
    this.line(heading);
    for (const o of offers) {
      const rating = withRating && o.rating !== null ? `, ${this.texts.rated(o.rating.toFixed(1))}` : '';
      this.hospitalLine(o, `: ${this.range(o.minCostUsd, o.maxCostUsd)}${rating}`);
      this.source(o.hospital, `/hospitals/${o.slug}`);
    }
    this.listing(
      'hospital',
      offers.map((o) => o.hospitalId),
    );
    const total = countries.reduce((sum, c) => sum + c.hospitals, 0);
    if (total > offers.length) this.line(`- ${this.texts.moreHospitals(total - offers.length)}`);
    return this;
  }

  /** Hospitals as a list (name, city, country), for "which hospitals", languages and a destination's overview. */
  hospitals(
    rows: { id: string; name: string; slug: string; city: string; country_id: string }[],
    detail: (id: string) => string = () => '',
  ) {
    for (const h of rows) {
      this.hospitalLine({ hospital: h.name, city: h.city, countryId: h.country_id }, detail(h.id));
      this.source(h.name, `/hospitals/${h.slug}`);
    }
    this.listing(
      'hospital',
      rows.map((h) => h.id),
    );
  }

  /**
   * A treatment's price in each country that offers it, cheapest country first; a country's hospitals named when the
   * answer's offers hold all of them (a few), so that "the second hospital" of the next message is one the patient read.
   */
  priceByCountry(t: TreatmentInfo, found: { offers: Offer[]; countries: CountrySummary[] }) {
    const { countries } = found;
    if (!countries.length) {
      this.line(this.texts.notOfferedAnywhere(this.name(t)));
      this.coordinator();
      return;
    }
    const min = Math.min(...countries.flatMap((c) => (c.minCostUsd === null ? [] : [c.minCostUsd])));
    const max = Math.max(...countries.flatMap((c) => (c.maxCostUsd === null ? [] : [c.maxCostUsd])));
    this.line(this.texts.priceAnywhere(this.name(t), this.range(Number.isFinite(min) ? min : null, Number.isFinite(max) ? max : null)));
    const shown: string[] = [];
    const named: Offer[] = [];
    for (const c of countries) {
      const country = this.snapshot.country(c.countryId);
      if (!country) continue;
      const there = found.offers.filter((o) => o.countryId === c.countryId);
      const names = there.length === c.hospitals ? `: ${there.map((o) => `${o.hospital} (${o.city})`).join(', ')}` : '';
      if (names) named.push(...there);
      this.line(`- ${this.countryName(country)}: ${this.texts.atHospitals(this.range(c.minCostUsd, c.maxCostUsd), c.hospitals)}${names}`);
      shown.push(country.code);
    }
    for (const o of named) this.source(o.hospital, `/hospitals/${o.slug}`);
    this.listing('country', shown);
    // Every hospital named: they are what "the second one" points at (hospitals are preferred to countries).
    if (named.length === countries.reduce((sum, c) => sum + c.hospitals, 0))
      this.listing(
        'hospital',
        named.map((o) => o.hospitalId),
      );
  }

  notOffered(t: TreatmentInfo, countries: CountryInfo[], elsewhere: { offers: Offer[]; countries: { hospitals: number }[] }) {
    this.line(this.texts.notOfferedIn(this.name(t), this.where(countries)));
    this.elsewhere(t, elsewhere);
  }

  notOfferedAt(t: TreatmentInfo, hospital: HospitalInfo, elsewhere: { offers: Offer[]; countries: { hospitals: number }[] }) {
    this.line(this.texts.notOfferedAt(this.name(t), hospital.name));
    this.elsewhere(t, elsewhere);
  }

  /** Where a treatment is offered instead: the cheapest hospitals, with their countries. */
  elsewhere(t: TreatmentInfo, found: { offers: Offer[]; countries: { hospitals: number }[] }) {
    if (found.offers.length) {
      const named = [...new Set(found.offers.map((o) => o.countryId))].flatMap((id) => this.snapshot.country(id) ?? []);
      this.offers(this.texts.offeredInstead(this.where(named, ', ')), found.offers, found.countries);
      this.source(t.names.en, `/treatments/${t.slug}`);
    }
    this.coordinator();
  }

  compareCountries(
    t: TreatmentInfo,
    countries: CountryInfo[],
    found: { offers: Offer[]; countries: { countryId: string; hospitals: number; minCostUsd: number | null; maxCostUsd: number | null }[] },
  ) {
    this.line(this.texts.compare(this.name(t), countries.map(this.countryName).join(` ${this.texts.or} `)));
    for (const country of countries) {
      const summary = found.countries.find((c) => c.countryId === country.id);
      const best = found.offers.filter((o) => o.countryId === country.id).sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0))[0];
      this.line(
        summary
          ? `- ${this.countryName(country)}: ${this.texts.atHospitals(this.range(summary.minCostUsd, summary.maxCostUsd), summary.hospitals)}${best ? ` (${best.hospital}${best.rating !== null ? `, ${this.texts.rated(best.rating.toFixed(1))}` : ''})` : ''}`
          : `- ${this.texts.notOfferedIn(this.name(t), this.where([country]))}`,
      );
      if (country.savings.min !== null && country.savings.max !== null)
        this.line(`  ${this.texts.savings(this.where([country]), country.savings.min, country.savings.max)}`);
    }
    this.listing(
      'country',
      countries.map((c) => c.code),
    );
    this.source(t.names.en, `/treatments/${t.slug}`);
  }

  compareTreatments(treatments: TreatmentInfo[]) {
    for (const t of treatments) {
      this.line(`${this.name(t)}: ${this.range(t.minCostUsd, t.maxCostUsd)}`);
      this.stay(t);
      this.successRate(t);
      this.source(t.names.en, `/treatments/${t.slug}`);
    }
    this.listing(
      'treatment',
      treatments.map((t) => t.id),
    );
  }

  shortestStay(treatments: TreatmentInfo[]) {
    this.line(this.texts.shortestStayFirst);
    const sorted = [...treatments].sort((a, b) => (a.minDays ?? Infinity) - (b.minDays ?? Infinity));
    for (const t of sorted) {
      this.stay(t);
      this.source(t.names.en, `/treatments/${t.slug}`);
    }
    this.listing(
      'treatment',
      sorted.map((t) => t.id),
    );
  }

  /** A destination's visa, flight and language facts, those asked for. */
  country(c: CountryInfo, asked: { visa?: boolean; flight?: boolean; languages?: boolean }) {
    const name = this.countryName(c);
    const visa = c.visa[this.language];
    const flight = c.flight[this.language];
    const languages = c.languages[this.language];
    if (asked.visa && visa) this.line(this.texts.visa(name, visa));
    if (asked.flight && flight) this.line(this.texts.flight(name, flight));
    if (asked.languages && languages.length) this.line(this.texts.languages(this.where([c]), languages.join(', ')));
    this.source(c.names.en, `/destinations/${c.slug}`);
  }

  coordinator(): this {
    this.line(this.texts.coordinator(localizedPath(this.language, '/contact')));
    return this.source('Contact', '/contact');
  }

  /** The sources, and the text as written. */
  done(): { text: string; sources: AiSource[] } {
    return {
      text: this.lines.reduce(
        (all, line) => (all ? `${all}${line.startsWith('-') || line.startsWith('  ') ? '\n' : '\n\n'}${line}` : line),
        '',
      ),
      sources: [...this.sources.values()],
    };
  }
}
