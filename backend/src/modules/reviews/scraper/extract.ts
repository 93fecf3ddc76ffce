import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

/**
 * Reviews a page declares in schema.org structured data: JSON-LD (one object, arrays, `@graph`,
 * reviews nested under the hospital or organisation; lenient to trailing commas) and microdata.
 * Nothing is guessed from free text: a page without structured reviews has none.
 */

export interface ExtractedReview {
  reviewerName: string;
  reviewText: string;
  /** Out of 5 (normalised from the page's bestRating), one decimal. */
  rating: number | null;
  /** YYYY-MM-DD. */
  reviewDate: string | null;
}

export interface Extraction {
  reviews: ExtractedReview[];
  aggregate: { rating: number | null; count: number | null } | null;
  /** JSON-LD blocks that could not be read (skipped; the rest is still extracted). */
  malformedBlocks: number;
}

export const ANONYMOUS = 'Anonymous Patient';
const MAX_TEXT = 5_000;
const MAX_NAME = 150;

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function types(node: Node): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  // "Review", "schema:Review", "https://schema.org/Review"
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/:#]/, ''));
}

const REVIEW_TYPES = new Set(['Review', 'UserReview', 'EmployerReview', 'CriticReview']);
const isReview = (node: Node) => types(node).some((t) => REVIEW_TYPES.has(t));
const isAggregate = (node: Node) => types(node).includes('AggregateRating');

/** Parses a JSON-LD block, forgiving what sites get wrong: trailing commas, HTML comments, CDATA wrappers. */
export function parseJsonLd(text: string): unknown {
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>\s*$/g, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    // Trailing commas before } or ] (outside strings: a rough but safe pass, retried once).
    return JSON.parse(withoutTrailingCommas(cleaned));
  }
}

function withoutTrailingCommas(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (c === ',') {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] === '}' || text[j] === ']') continue;
    }
    out += c;
  }
  return out;
}

/** Every object reachable from a JSON-LD value (arrays, @graph, nested properties), each once. */
function walk(value: unknown, visit: (node: Node) => void, seen = new Set<unknown>(), depth = 0): void {
  if (depth > 30 || value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit, seen, depth + 1);
    return;
  }
  visit(value as Node);
  for (const child of Object.values(value)) walk(child, visit, seen, depth + 1);
}

/** Plain text of a value that may hold markup or entities. */
function plainText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  // Line breaks and paragraph ends are spaces, not nothing.
  const text = /[<&]/.test(value)
    ? cheerio
        .load(`<body>${value.replace(/<br\s*\/?>|<\/p>/gi, ' ')}</body>`)('body')
        .text()
    : value;
  return text.replace(/\s+/g, ' ').trim();
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function authorName(value: unknown): string {
  const author = first(value);
  const name = isObject(author) ? plainText(first(author.name)) : plainText(author);
  return name.slice(0, MAX_NAME) || ANONYMOUS;
}

function toNumber(value: unknown): number | null {
  const raw = first(value);
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== 'string') return null;
  const n = Number(raw.trim().replace(',', '.'));
  return raw.trim() !== '' && Number.isFinite(n) ? n : null;
}

/** A rating out of `bestRating` (5 by default), out of 5 with one decimal; null when unusable. */
export function ratingOutOf5(rating: unknown): number | null {
  const node = first(rating);
  const value = isObject(node) ? toNumber(node.ratingValue) : toNumber(node);
  if (value === null) return null;
  const best = (isObject(node) ? toNumber(node.bestRating) : null) ?? 5;
  if (best <= 0 || value < 0 || value > best) return null;
  return Math.round((value / best) * 5 * 10) / 10;
}

/** A calendar date (YYYY-MM-DD) from an ISO date or date-time, or a date in words; null otherwise. */
export function calendarDate(value: unknown): string | null {
  const raw = plainText(first(value));
  if (!raw) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  const date = iso ? new Date(Date.UTC(+iso[1]!, +iso[2]! - 1, +iso[3]!)) : new Date(`${raw} UTC`);
  if (Number.isNaN(date.getTime())) return null;
  if (iso && date.getUTCDate() !== +iso[3]!) return null; // 2024-02-31
  const year = date.getUTCFullYear();
  if (year < 1990 || date.getTime() > Date.now() + 86_400_000) return null;
  return date.toISOString().slice(0, 10);
}

function toReview(node: Node): ExtractedReview | null {
  const reviewText = plainText(first(node.reviewBody) ?? first(node.description) ?? first(node.text)).slice(0, MAX_TEXT);
  if (!reviewText) return null;
  return {
    reviewerName: authorName(node.author ?? node.creator),
    reviewText,
    rating: ratingOutOf5(node.reviewRating),
    reviewDate: calendarDate(node.datePublished ?? node.dateCreated),
  };
}

function toAggregate(node: Node): Extraction['aggregate'] {
  const count = toNumber(node.reviewCount) ?? toNumber(node.ratingCount);
  return { rating: ratingOutOf5(node), count: count === null ? null : Math.max(0, Math.round(count)) };
}

/** Microdata: an itemscope element's properties as a JSON-LD-like object (nested items as objects). */
function microdataItem($: cheerio.CheerioAPI, scope: Element, depth = 0): Node {
  const item: Node = { '@type': ($(scope).attr('itemtype') ?? '').split(/\s+/) };
  if (depth > 10) return item;
  const visit = (el: Element) => {
    for (const child of el.children as AnyNode[]) {
      if (child.type !== 'tag') continue;
      const $child = $(child);
      const props = ($child.attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
      const nested = $child.is('[itemscope]');
      if (props.length) {
        const value = nested ? microdataItem($, child, depth + 1) : microdataValue($child);
        for (const prop of props) item[prop] ??= value;
      }
      if (!nested) visit(child);
    }
  };
  visit(scope);
  return item;
}

function microdataValue($el: cheerio.Cheerio<Element>): string {
  if ($el.is('meta')) return $el.attr('content') ?? '';
  if ($el.is('time')) return $el.attr('datetime') ?? $el.text();
  if ($el.is('data, meter')) return $el.attr('value') ?? $el.text();
  if ($el.is('a, link, area')) return $el.attr('href') ?? '';
  if ($el.attr('content') !== undefined) return $el.attr('content')!;
  return $el.text();
}

/** Reviews and the aggregate rating a page's HTML declares. */
export function extractReviews(html: string): Extraction {
  const $ = cheerio.load(html);
  const nodes: Node[] = [];
  let malformedBlocks = 0;
  $('script[type="application/ld+json" i]').each((_, el) => {
    const text = $(el).text();
    if (!text.trim()) return;
    try {
      walk(parseJsonLd(text), (node) => nodes.push(node));
    } catch {
      malformedBlocks += 1;
    }
  });
  $('[itemscope][itemtype]').each((_, el) => {
    const item = microdataItem($, el);
    if (isReview(item) || isAggregate(item)) nodes.push(item);
  });

  const reviews: ExtractedReview[] = [];
  const seen = new Set<string>();
  let aggregate: Extraction['aggregate'] = null;
  for (const node of nodes) {
    if (isReview(node)) {
      const review = toReview(node);
      if (!review) continue;
      const key = reviewKey('', review);
      if (seen.has(key)) continue; // the same review in JSON-LD and in microdata
      seen.add(key);
      reviews.push(review);
    } else if (isAggregate(node) && !aggregate) {
      aggregate = toAggregate(node);
    } else if (!aggregate && isObject(node.aggregateRating)) {
      aggregate = toAggregate(node.aggregateRating);
    }
  }
  return { reviews, aggregate, malformedBlocks };
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function reviewKey(site: string, review: ExtractedReview): string {
  return ['scraped', normalise(site), normalise(review.reviewerName), review.reviewDate ?? '', normalise(review.reviewText)].join('\n');
}

/**
 * The fingerprint a scraped review is stored under (unique per hospital): the site, the author,
 * the date and the text, so the same review scraped again — by a re-run or a retried job — is
 * skipped by the database.
 */
export function scrapedFingerprint(site: string, review: ExtractedReview): string {
  return createHash('sha256').update(reviewKey(site, review)).digest('hex');
}
