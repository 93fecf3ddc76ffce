import { readdirSync, readFileSync } from 'node:fs';
import { ANONYMOUS, calendarDate, extractReviews, organisationKey, parseJsonLd, ratingOutOf5, scrapedFingerprint } from './extract.js';

const FIXTURES = new URL('../../../../test/fixtures/scraper/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as Record<
  string,
  { reviews: unknown[]; aggregate: { rating: number; count: number } | null; otherOrganisations?: number }
>;
/** The hospital scraper.int-spec.ts scrapes every fixture page for (the same expectations hold through the browser). */
const HOSPITAL = 'Scraped Partner Hospital';

describe('extractReviews over the fixture pages (those that need no script)', () => {
  const pages = readdirSync(FIXTURES).filter((f) => f.endsWith('.html') && !f.startsWith('js-'));

  it('covers every fixture page with an expectation', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    for (const page of pages) expect(expected[page]).toBeDefined();
  });

  it.each(pages)('%s', (page) => {
    const { reviews, aggregate, otherOrganisations } = extractReviews(readFileSync(new URL(page, FIXTURES), 'utf8'), {
      hospitalName: HOSPITAL,
    });
    expect(reviews).toEqual(expected[page]!.reviews);
    expect(otherOrganisations).toBe(expected[page]!.otherOrganisations ?? 0);
    if (expected[page]!.aggregate) expect(aggregate).toEqual(expected[page]!.aggregate);
  });

  it("keeps of the aggregator only the run's hospital's reviews, whichever syntax names it", () => {
    const page = readFileSync(new URL('aggregator.html', FIXTURES), 'utf8');
    const { reviews, otherOrganisations, aggregate } = extractReviews(page, { hospitalName: HOSPITAL });
    // JSON-LD ("…Medical Centre", a plain string), microdata and RDFa ("The … Sdn. Bhd.").
    expect(reviews.map((r) => r.reviewerName)).toEqual(['Siti Aminah', 'Omar Haddad', 'Chen Wei', 'Priya Nair']);
    expect(otherOrganisations).toBe(6);
    expect(reviews.map((r) => r.reviewText).join(' ')).not.toMatch(/Harbour|Lakeside|dental/i);
    // The eye clinic's aggregate rating is not the hospital's.
    expect(aggregate).toBeNull();
  });

  it('sees no reviews in a page whose reviews a script adds (only the browser does)', () => {
    expect(extractReviews(readFileSync(new URL('js-rendered.html', FIXTURES), 'utf8')).reviews).toEqual([]);
  });
});

describe('JSON-LD details', () => {
  it('forgives trailing commas, comments and CDATA, and nothing else', () => {
    expect(parseJsonLd('{"a": [1, 2,], "b": {"c": "x,}",},}')).toEqual({ a: [1, 2], b: { c: 'x,}' } });
    expect(parseJsonLd('<!-- {"a": 1} -->')).toEqual({ a: 1 });
    expect(() => parseJsonLd('{"a": ')).toThrow();
  });

  it('counts malformed blocks and still reads the others', () => {
    const html = `<script type="application/ld+json">{nope</script>
      <script type="application/ld+json">{"@type":"Review","reviewBody":"Fine","author":"A"}</script>`;
    expect(extractReviews(html)).toMatchObject({ malformedBlocks: 1, reviews: [{ reviewerName: 'A', reviewText: 'Fine' }] });
  });

  it('skips reviews without text and does not guess from free text', () => {
    const html = `<p>"Great hospital" - 5 stars</p><script type="application/ld+json">{"@type":"Review","author":"A","reviewRating":5}</script>`;
    expect(extractReviews(html).reviews).toEqual([]);
  });
});

/** A JSON-LD block, "</" escaped as pages do (else a "</script>" in a string would end the block). */
const ld = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replaceAll('</', '<\\/')}</script>`;
const review = (name: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'Review',
  author: { '@type': 'Person', name },
  reviewBody: `Review by ${name}.`,
  ...extra,
});
const names = (html: string, hospitalName?: string) => {
  const { reviews, otherOrganisations } = extractReviews(html, { hospitalName });
  return { kept: reviews.map((r) => r.reviewerName), other: otherOrganisations };
};

describe('whose reviews are kept', () => {
  it('compares names without the words that only say what kind of place it is', () => {
    expect(organisationKey('Harbour Hospital')).toBe(organisationKey('The Harbour Medical Centre Sdn. Bhd.'));
    expect(organisationKey('Hospital Pantai Kuala Lumpur')).toBe('pantai kuala lumpur');
    expect(organisationKey('Clínica Médica São José')).toBe('clinica medica sao jose');
    expect(organisationKey('Harbour Eye Clinic')).not.toBe(organisationKey('Harbour Hospital'));
    expect(organisationKey('City Clinic')).not.toBe(organisationKey('City Hospital'));
    expect(organisationKey('The General Hospital')).toBe('the general hospital'); // nothing distinctive: the whole name
  });

  it("keeps reviews nested under the page's own organisation, under whatever name, and those that name none", () => {
    const html = ld({ '@type': 'Hospital', name: 'Gleneagles Penang', review: [review('A')] }) + ld(review('B'));
    expect(names(html, 'Gleneagles Hospital Penang')).toEqual({ kept: ['A', 'B'], other: 0 });
    expect(names(html, 'Some Other Hospital')).toEqual({ kept: ['A', 'B'], other: 0 });
  });

  it('leaves out reviews whose itemReviewed, or the organisation they are nested under, is another', () => {
    const html =
      ld({ '@type': 'Organization', name: 'Reviews Portal' }) +
      ld([
        review('Ours', { itemReviewed: { '@type': 'Hospital', name: 'Sunrise Hospital' } }),
        review('Eye', { itemReviewed: { '@type': 'MedicalClinic', name: 'Harbour Eye Clinic' } }),
        review('Text', { itemReviewed: 'Harbour Eye Clinic' }),
      ]) +
      ld({ '@type': 'MedicalClinic', name: 'Lakeside Clinic', review: [review('Nested')] }) +
      ld({ '@type': 'ItemList', itemListElement: [{ '@type': 'Hospital', name: 'Sunrise Medical Center', review: [review('Listed')] }] });
    expect(names(html, 'Sunrise Hospital')).toEqual({ kept: ['Ours', 'Listed'], other: 3 });
  });

  it('follows @id references, a parent organisation and the provider of a reviewed service', () => {
    const html = ld({
      '@graph': [
        { '@type': 'Hospital', '@id': '#h', name: 'Sunrise Hospital' },
        { '@type': 'Hospital', '@id': '#o', name: 'Moonset Hospital' },
        review('ById', { itemReviewed: { '@id': '#h' } }),
        review('Other', { itemReviewed: { '@id': '#o' } }),
        review('Dept', {
          itemReviewed: { '@type': 'MedicalClinic', name: 'Sunrise IVF Unit', parentOrganization: { name: 'Sunrise Hospital' } },
        }),
        review('Service', {
          itemReviewed: {
            '@type': 'MedicalProcedure',
            name: 'Knee replacement',
            provider: { '@type': 'Hospital', name: 'Moonset Hospital' },
          },
        }),
        review('Doctor', { itemReviewed: { '@type': 'Person', name: 'Dr Tan' } }),
      ],
    });
    expect(names(html, 'Sunrise Hospital')).toEqual({ kept: ['ById', 'Dept', 'Doctor'], other: 2 });
  });

  it('takes the one organisation all reviews name as the subject when the page declares none', () => {
    const html = ld([review('A', { itemReviewed: 'Fixture General Hospital' }), review('B')]);
    expect(names(html, 'Scraped Partner Hospital')).toEqual({ kept: ['A', 'B'], other: 0 });
    const several = ld([review('A', { itemReviewed: 'One Clinic' }), review('B', { itemReviewed: 'Two Clinic' }), review('C')]);
    expect(names(several, 'Scraped Partner Hospital')).toEqual({ kept: ['C'], other: 2 });
  });

  it('reads microdata items nested under another organisation as about it', () => {
    const html = `<div itemscope itemtype="https://schema.org/Hospital"><span itemprop="name">Sunrise Hospital</span>
      <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">Ours</span><p itemprop="reviewBody">Fine.</p></div></div>
      <div itemscope itemtype="https://schema.org/MedicalClinic"><span itemprop="name">Harbour Eye Clinic</span>
      <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">Theirs</span><p itemprop="reviewBody">Bad.</p></div></div>`;
    expect(names(html, 'Sunrise Hospital')).toEqual({ kept: ['Ours'], other: 1 });
  });
});

describe('RDFa', () => {
  it('reads vocab, prefixed and full-IRI terms like microdata, and ignores properties outside an item', () => {
    const html = `<head><meta property="og:description" content="Not a review"></head>
      <div vocab="https://schema.org/" typeof="Review"><span property="author" typeof="Person"><span property="name">Vocab</span></span>
        <p property="reviewBody">One.</p><span property="reviewRating" typeof="Rating"><meta property="ratingValue" content="4"></span></div>
      <div prefix="s: https://schema.org/" typeof="s:Review"><span property="s:author">Prefixed</span><p property="s:reviewBody">Two.</p>
        <time property="s:datePublished" datetime="2025-01-02">2 January</time></div>
      <div typeof="http://schema.org/Review"><span property="http://schema.org/author">Iri</span><p property="http://schema.org/reviewBody">Three.</p></div>`;
    expect(extractReviews(html).reviews).toEqual([
      { reviewerName: 'Vocab', reviewText: 'One.', rating: 4, reviewDate: null },
      { reviewerName: 'Prefixed', reviewText: 'Two.', rating: null, reviewDate: '2025-01-02' },
      { reviewerName: 'Iri', reviewText: 'Three.', rating: null, reviewDate: null },
    ]);
  });
});

describe('only what a reader sees, cleaned', () => {
  it('keeps only the visible text of review HTML (JSON-LD strings, microdata and RDFa elements)', () => {
    const hiddenParts =
      'Kind staff.<script>alert(1)</script><style>p{}</style><noscript>Enable JS</noscript><template>T</template>' +
      '<span hidden>H</span><span aria-hidden="true">A</span><span style="color:red;display:none">D</span><b> Clean</b> rooms.';
    expect(extractReviews(ld(review('J', { reviewBody: hiddenParts }))).reviews[0]!.reviewText).toBe('Kind staff. Clean rooms.');
    const micro = `<div itemscope itemtype="https://schema.org/Review"><span itemprop="author">M</span><div itemprop="reviewBody">${hiddenParts}</div></div>`;
    expect(extractReviews(micro).reviews[0]!.reviewText).toBe('Kind staff. Clean rooms.');
    const rdfa = `<div vocab="https://schema.org/" typeof="Review"><span property="author">R</span><div property="reviewBody">${hiddenParts}</div></div>`;
    expect(extractReviews(rdfa).reviews[0]!.reviewText).toBe('Kind staff. Clean rooms.');
    // Text is text: an escaped "<3" in microdata is not markup read a second time.
    const escaped = `<div itemscope itemtype="https://schema.org/Review"><span itemprop="author">E</span><p itemprop="reviewBody">I &lt;3 &lt;b&gt;them&lt;/b&gt;</p></div>`;
    expect(extractReviews(escaped).reviews[0]!.reviewText).toBe('I <3 <b>them</b>');
  });

  it("cleans reviewers' names of control and direction characters (as file names are), and texts of control characters", () => {
    const html = ld([
      review('\u202Eeman\u202C Real', { reviewBody: 'Tab\there\u0000 and\u0085next \u0645\u0631\u062D\u0628\u0627\u200F.' }),
      review('\u2066\u200E\u0007'),
    ]);
    const [first, second] = extractReviews(html).reviews;
    expect(first).toMatchObject({ reviewerName: 'eman Real', reviewText: 'Tab here and next \u0645\u0631\u062D\u0628\u0627\u200F.' });
    expect(second!.reviewerName).toBe(ANONYMOUS);
  });
});

describe('the next page', () => {
  const next = (html: string, pageUrl = 'https://reviews.example/hospital/page/1?sort=new') => extractReviews(html, { pageUrl }).next;

  it('is the rel=next link or anchor, resolved against the page (or its base), without its fragment', () => {
    expect(next('<link rel="next" href="2">')).toBe('https://reviews.example/hospital/page/2');
    expect(next('<a rel="prev" href="0">Back</a><a rel="nofollow NEXT" href="/p?page=2#list">More</a>')).toBe(
      'https://reviews.example/p?page=2',
    );
    expect(next('<base href="https://reviews.example/other/"><a rel="next" href="page-2">')).toBe('https://reviews.example/other/page-2');
  });

  it('is none without such a link, or without the page address to resolve it against', () => {
    expect(next('<a href="2">Next</a><a rel="nextpage" href="3">')).toBeNull();
    expect(extractReviews('<link rel="next" href="2">').next).toBeNull();
  });
});

describe('ratings and dates', () => {
  it.each([
    [{ ratingValue: 4 }, 4],
    [{ ratingValue: '8', bestRating: '10' }, 4],
    [{ ratingValue: 73, bestRating: 100 }, 3.7],
    [{ ratingValue: '4,5' }, 4.5],
    [5, 5],
    [{ ratingValue: 6 }, null],
    [{ ratingValue: -1 }, null],
    [{ ratingValue: 'five' }, null],
    [{ ratingValue: 3, bestRating: 0 }, null],
    [undefined, null],
  ])('%j is %s out of 5', (rating, value) => {
    expect(ratingOutOf5(rating)).toBe(value);
  });

  it.each([
    ['2025-03-14', '2025-03-14'],
    ['2025-03-14T23:30:00-05:00', '2025-03-14'],
    ['March 5, 2024', '2024-03-05'],
    ['2024-02-31', null],
    ['yesterday', null],
    ['1850-01-01', null],
    ['2999-01-01', null],
  ])('%s is %s', (raw, date) => {
    expect(calendarDate(raw)).toBe(date);
  });
});

describe('scrapedFingerprint', () => {
  const review = { reviewerName: 'Amina Bello', reviewText: 'Great  care.', rating: 5, reviewDate: '2025-01-01' };
  it('is the same for the same site, author, date and text (case and spaces aside), and differs otherwise', () => {
    const f = scrapedFingerprint('www.example.com', review);
    expect(scrapedFingerprint('WWW.example.com', { ...review, reviewText: 'great care.', rating: 4 })).toBe(f);
    expect(scrapedFingerprint('other.example', review)).not.toBe(f);
    expect(scrapedFingerprint('www.example.com', { ...review, reviewDate: '2025-01-02' })).not.toBe(f);
    expect(scrapedFingerprint('www.example.com', { ...review, reviewerName: 'Someone else' })).not.toBe(f);
  });
});
