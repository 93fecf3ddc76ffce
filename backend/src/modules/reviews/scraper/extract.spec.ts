import { readdirSync, readFileSync } from 'node:fs';
import { calendarDate, extractReviews, parseJsonLd, ratingOutOf5, scrapedFingerprint } from './extract.js';

const FIXTURES = new URL('../../../../test/fixtures/scraper/', import.meta.url);
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as Record<
  string,
  { reviews: unknown[]; aggregate: { rating: number; count: number } | null }
>;

describe('extractReviews over the fixture pages (those that need no script)', () => {
  const pages = readdirSync(FIXTURES).filter((f) => f.endsWith('.html') && !f.startsWith('js-'));

  it('covers every fixture page with an expectation', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    for (const page of pages) expect(expected[page]).toBeDefined();
  });

  it.each(pages)('%s', (page) => {
    const { reviews, aggregate } = extractReviews(readFileSync(new URL(page, FIXTURES), 'utf8'));
    expect(reviews).toEqual(expected[page]!.reviews);
    if (expected[page]!.aggregate) expect(aggregate).toEqual(expected[page]!.aggregate);
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
