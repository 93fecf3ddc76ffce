import { createHash } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanDisplayName, withoutControlCharacters } from '../../../common/display-text.js';
import { utcDay } from '@medtour/contracts';

/**
 * Reviews a page declares in schema.org structured data, in its three syntaxes: JSON-LD (one
 * object, arrays, `@graph`, reviews nested under the hospital or organisation; lenient to trailing
 * commas), microdata and RDFa (both read into the same shape as JSON-LD). Nothing is guessed from
 * free text: a page without structured reviews has none.
 *
 * Only what belongs is kept: a review about another organisation than the page's subject (an
 * aggregator's other clinics) is left out and counted; of a review's HTML, only the text a reader
 * sees; of a reviewer's name, no control or direction characters.
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
  /** The reviews about the page's subject (see `extractReviews`), each once. */
  reviews: ExtractedReview[];
  /** Reviews about another organisation, left out. */
  otherOrganisations: number;
  /** The page's subject's aggregate rating, if it declares one. */
  aggregate: { rating: number | null; count: number | null } | null;
  /** JSON-LD blocks that could not be read (skipped; the rest is still extracted). */
  malformedBlocks: number;
  /** The page's `rel=next` link (absolute, without its fragment), if any. */
  next: string | null;
}

export interface ExtractOptions {
  /** The run's hospital: reviews about it belong, whatever else the page says. */
  hospitalName?: string;
  /** The page's address, which its relative links are resolved against. */
  pageUrl?: string;
}

export const ANONYMOUS = 'Anonymous Patient';
const MAX_TEXT = 5_000;
const MAX_NAME = 150;

/**
 * Marks the nodes read from microdata or RDFa: their string values are already the elements' text
 * (entities decoded), never markup to parse again ("I &lt;3 them" stays "I <3 them").
 */
const FROM_HTML: unique symbol = Symbol('values are text');

type Node = Record<string, unknown> & { [FROM_HTML]?: true };

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Review", "schema:Review", "https://schema.org/Review" are all "Review"; the same for property names. */
const localName = (term: string) => term.replace(/^.*[/:#]/, '');

function types(node: Node): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map(localName);
}

const REVIEW_TYPES = new Set(['Review', 'UserReview', 'EmployerReview', 'CriticReview']);
const isReview = (node: Node) => types(node).some((t) => REVIEW_TYPES.has(t));
const isAggregate = (node: Node) => types(node).includes('AggregateRating');

/** What a hospital page's own node is typed as (schema.org's medical organisations first). */
const MEDICAL_ORGANISATION_TYPES = new Set([
  'Hospital',
  'MedicalClinic',
  'MedicalOrganization',
  'MedicalBusiness',
  'MedicalCenter',
  'Dentist',
  'DiagnosticLab',
  'Optician',
  'Pharmacy',
  'VeterinaryCare',
]);
const ORGANISATION_TYPES = new Set([
  ...MEDICAL_ORGANISATION_TYPES,
  'Organization',
  'Corporation',
  'NGO',
  'LocalBusiness',
  'HealthAndBeautyBusiness',
  'EducationalOrganization',
  'GovernmentOrganization',
]);
const isOrganisation = (node: Node) => types(node).some((t) => ORGANISATION_TYPES.has(t));
const isMedicalOrganisation = (node: Node) => types(node).some((t) => MEDICAL_ORGANISATION_TYPES.has(t));

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

// ---------------------------------------------------------------------------------------------
// Visible text

/** Elements whose content no reader sees as text. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'head', 'title']);
/** Elements that end a line or a paragraph: a space, not nothing, between their words and the next. */
const BREAKS = /^(br|p|div|li|ul|ol|tr|td|th|h[1-6]|section|article|blockquote|dd|dt|pre|table|header|footer|figure|figcaption|hr)$/;
const HIDDEN_STYLE = /(^|;)\s*(display\s*:\s*none|visibility\s*:\s*hidden)\s*(!\s*important\s*)?(;|$)/i;

function isHidden(element: Element): boolean {
  const attributes = element.attribs;
  return (
    attributes.hidden !== undefined ||
    (attributes['aria-hidden'] ?? '').trim().toLowerCase() === 'true' ||
    HIDDEN_STYLE.test(attributes.style ?? '')
  );
}

/**
 * The text a reader sees of some HTML: script, style, noscript and template bodies and hidden
 * elements (`hidden`, `aria-hidden="true"`, `display: none`, `visibility: hidden`) left out;
 * whitespace not collapsed yet.
 */
function visibleText(nodes: readonly AnyNode[], out: string[] = []): string {
  for (const node of nodes) {
    if (node.type === 'text') out.push(node.data);
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
      const element = node as Element;
      if (NOT_TEXT.has(element.name) || isHidden(element)) continue;
      const breaks = BREAKS.test(element.name);
      if (breaks) out.push(' ');
      visibleText(element.children, out);
      if (breaks) out.push(' ');
    }
  }
  return out.join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Plain text of a value: a JSON-LD string may hold markup or entities (only its visible text is kept). */
function plainText(value: unknown, literal = false): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  if (literal || !/[<&]/.test(value)) return collapse(value);
  const $ = cheerio.load(value, null, false);
  return collapse(visibleText($.root().contents().toArray()));
}

/** At most `max` characters, never half of a surrogate pair. */
const cut = (text: string, max: number) => (text.length <= max ? text : Array.from(text).slice(0, max).join('').trim());

/** The first of a list; a JSON-LD value object (`{"@value": …}`) is its value. */
function first(value: unknown): unknown {
  const item = Array.isArray(value) ? value[0] : value;
  return isObject(item) && '@value' in item ? item['@value'] : item;
}

/** A node's string value, as text. */
const textOf = (node: Node, value: unknown) => plainText(first(value), node[FROM_HTML] === true);

/** A reviewer's name as shown: its visible text, without control or direction characters (as file names are cleaned). */
function authorName(node: Node): string {
  const author = first(node.author ?? node.creator);
  const raw = isObject(author) ? textOf(author, author.name) : textOf(node, author);
  return cut(collapse(cleanDisplayName(raw)), MAX_NAME) || ANONYMOUS;
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
  return utcDay(date);
}

function toReview(node: Node): ExtractedReview | null {
  const body = textOf(node, node.reviewBody) || textOf(node, node.description) || textOf(node, node.text);
  // Control characters are spaces; direction marks stay (see withoutControlCharacters).
  const reviewText = cut(collapse(withoutControlCharacters(body)), MAX_TEXT);
  if (!reviewText) return null;
  return {
    reviewerName: authorName(node),
    reviewText,
    rating: ratingOutOf5(node.reviewRating),
    reviewDate: calendarDate(node.datePublished ?? node.dateCreated),
  };
}

function toAggregate(node: Node): NonNullable<Extraction['aggregate']> {
  const count = toNumber(node.reviewCount) ?? toNumber(node.ratingCount);
  return { rating: ratingOutOf5(node), count: count === null ? null : Math.max(0, Math.round(count)) };
}

// ---------------------------------------------------------------------------------------------
// Microdata and RDFa, read into JSON-LD-like nodes

/** How one HTML syntax marks an item, its types and its properties. */
interface HtmlSyntax {
  selector: string;
  isItem(element: Element): boolean;
  types(element: Element): string[];
  properties(element: Element): string[];
}
const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

const MICRODATA: HtmlSyntax = {
  selector: '[itemscope]',
  isItem: (element) => element.attribs.itemscope !== undefined,
  types: (element) => words(element.attribs.itemtype),
  properties: (element) => words(element.attribs.itemprop).map(localName),
};

/**
 * RDFa (Lite): `typeof` starts an item, `property` names its properties; terms are read by their
 * local name, whether the page uses `vocab="https://schema.org/"`, a `prefix` ("schema:reviewBody")
 * or full IRIs.
 */
const RDFA: HtmlSyntax = {
  selector: '[typeof]',
  isItem: (element) => element.attribs.typeof !== undefined,
  types: (element) => words(element.attribs.typeof),
  properties: (element) => words(element.attribs.property).map(localName),
};

/** A property element's value: the attribute that holds it, or the text a reader sees. */
function htmlValue(element: Element): string {
  const attributes = element.attribs;
  if (attributes.content !== undefined) return attributes.content;
  if (element.name === 'meta') return '';
  if (element.name === 'time') return attributes.datetime ?? visibleText(element.children);
  if (element.name === 'data' || element.name === 'meter') return attributes.value ?? visibleText(element.children);
  if (['a', 'link', 'area'].includes(element.name) && attributes.href !== undefined) return attributes.href;
  return visibleText(element.children);
}

function addProperty(item: Node, name: string, value: unknown): void {
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}

/** An item's properties (several values of one property as a list; nested items as nodes). */
function htmlItem(syntax: HtmlSyntax, scope: Element, depth = 0): Node {
  const item: Node = { '@type': syntax.types(scope), [FROM_HTML]: true };
  if (depth > 10) return item;
  const visit = (element: Element) => {
    for (const child of element.children) {
      if (child.type !== 'tag') continue;
      const properties = syntax.properties(child);
      const nested = syntax.isItem(child);
      if (properties.length) {
        const value = nested ? htmlItem(syntax, child, depth + 1) : htmlValue(child);
        for (const property of properties) addProperty(item, property, value);
      }
      // A nested item's properties are its own.
      if (!nested) visit(child);
    }
  };
  visit(scope);
  return item;
}

/** The items that are no other item's property, in document order. */
function htmlRoots($: cheerio.CheerioAPI, syntax: HtmlSyntax): Node[] {
  return $(syntax.selector)
    .toArray()
    .filter((element): element is Element => element.type === 'tag' && syntax.isItem(element))
    .filter(
      (element) =>
        !syntax.properties(element).length ||
        !$(element)
          .parents()
          .toArray()
          .some((p) => p.type === 'tag' && syntax.isItem(p)),
    )
    .map((element) => htmlItem(syntax, element));
}

// ---------------------------------------------------------------------------------------------
// Whose reviews: the page's subject and the organisation each review is about

/** Words that say what kind of place a hospital is, not which one: "Harbour Hospital" is "Harbour Medical Centre". */
const GENERIC_WORDS = new Set(
  'the of and hospital hospitals hopital hospitalier medical medicale centre center specialist specialists general sdn bhd ltd pte pvt inc llc plc limited co'.split(
    ' ',
  ),
);

/**
 * What two names of one organisation have in common: lower case, without accents or punctuation,
 * without the generic words above (unless nothing else is left). "Harbour Eye Clinic" stays apart
 * from "Harbour Hospital": eye and clinic are not generic.
 */
export function organisationKey(name: string): string {
  const all = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const distinctive = all.filter((word) => !GENERIC_WORDS.has(word));
  return (distinctive.length ? distinctive : all).join(' ');
}

/** A review or an aggregate rating, and the organisation keys it is about (null: the page does not say). */
interface Found {
  node: Node;
  about: string[] | null;
}

interface PageGraph {
  reviews: Found[];
  aggregates: Found[];
  /** Organisations declared at the top of the page's data (not nested in another node), medical or not. */
  topOrganisations: { key: string; medical: boolean }[];
}

/** Nodes with an `@id` across the page's JSON-LD, so that `"itemReviewed": {"@id": "#hospital"}` finds its name. */
function indexIds(roots: unknown[]): Map<string, Node> {
  const ids = new Map<string, Node>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 30 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((item) => visit(item, depth + 1));
    const node = value as Node;
    if (typeof node['@id'] === 'string' && node.name !== undefined && !ids.has(node['@id'])) ids.set(node['@id'], node);
    for (const [key, child] of Object.entries(node)) if (key !== '@context') visit(child, depth + 1);
  };
  roots.forEach((root) => visit(root, 0));
  return ids;
}

/** Properties by which something that is not an organisation (a service, a doctor) names the organisation behind it. */
const BEHIND = ['provider', 'brand', 'hospitalAffiliation', 'worksFor', 'memberOf', 'parentOrganization', 'branchOf'];

/**
 * The keys of the organisation a value names (an `itemReviewed`): an organisation's own name and
 * its parent's, or for a service or a doctor, the organisation behind it; null when none is named.
 */
function organisationKeys(value: unknown, ids: Map<string, Node>, depth = 0): string[] | null {
  if (depth > 3) return null;
  let item = first(value);
  if (typeof item === 'string') {
    const text = item.trim();
    if (ids.has(text)) item = ids.get(text);
    else if (/^(https?:|#|\/)/i.test(text))
      return null; // a link to something the page does not describe
    else return organisationKey(text) ? [organisationKey(text)] : null;
  }
  if (!isObject(item)) return null;
  if (typeof item['@id'] === 'string' && item.name === undefined && ids.has(item['@id'])) item = ids.get(item['@id'])!;
  const node = item as Node;
  if (isOrganisation(node) || !types(node).length) {
    const key = organisationKey(textOf(node, node.name));
    if (!key) return null;
    const parents = organisationKeys(node.parentOrganization ?? node.branchOf, ids, depth + 1) ?? [];
    return [key, ...parents];
  }
  for (const property of BEHIND) {
    if (node[property] === undefined) continue;
    const keys = organisationKeys(node[property], ids, depth + 1);
    if (keys) return keys;
  }
  return null;
}

/**
 * Every review and aggregate rating in the page's data, each with the organisation it is about:
 * its `itemReviewed` if it has one, else the organisation it is nested under (a hospital's
 * `review` list), else none said.
 */
function readGraph(roots: unknown[]): PageGraph {
  const ids = indexIds(roots);
  const graph: PageGraph = { reviews: [], aggregates: [], topOrganisations: [] };
  const seen = new Set<unknown>();

  const top = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (!isObject(item)) continue;
      if (Array.isArray(item['@graph'])) top(item['@graph']);
      if (isOrganisation(item)) {
        const key = organisationKey(textOf(item, item.name));
        if (key) graph.topOrganisations.push({ key, medical: isMedicalOrganisation(item) });
      } else if (!isReview(item)) {
        // A web page about its hospital: `mainEntity` / `about`.
        for (const entity of [item.mainEntity, item.about]) if (entity !== undefined) top(entity);
      }
    }
  };

  const visit = (value: unknown, context: string[] | null, depth: number) => {
    if (depth > 30 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) return value.forEach((item) => visit(item, context, depth + 1));
    const node = value as Node;
    const own = isOrganisation(node) ? organisationKeys(node, ids) : null;
    if (isReview(node)) graph.reviews.push({ node, about: organisationKeys(node.itemReviewed, ids) ?? context });
    else if (isAggregate(node)) graph.aggregates.push({ node, about: organisationKeys(node.itemReviewed, ids) ?? context });
    const aggregate = first(node.aggregateRating);
    if (isObject(aggregate)) graph.aggregates.push({ node: aggregate, about: own ?? context });
    for (const [key, child] of Object.entries(node)) if (key !== '@context') visit(child, own ?? context, depth + 1);
  };

  for (const root of roots) {
    top(root);
    visit(root, null, 0);
  }
  return graph;
}

/**
 * Whose reviews belong on this run. When the page names the run's hospital (as an organisation it
 * declares, or one its reviews are about), only the hospital: an aggregator's other clinics are
 * left out. When it never names it, the page is taken to be the hospital's under another name (staff
 * chose it for this hospital: "Gleneagles Penang" for "Gleneagles Hospital Penang"), and its
 * subject is the organisation it is about — its one top-level organisation (a medical one, if it
 * declares several of which one is medical), or, when it declares none, the one organisation its
 * reviews name. A page of several organisations, none of them the hospital, has no subject but the
 * hospital: only its reviews that name no organisation are kept.
 */
function subjectKeys(graph: PageGraph, hospitalName: string | undefined): Set<string> {
  const hospital = hospitalName ? organisationKey(hospitalName) : '';
  const named = new Set([
    ...graph.topOrganisations.map((o) => o.key),
    ...[...graph.reviews, ...graph.aggregates].flatMap((found) => found.about ?? []),
  ]);
  if (hospital && named.has(hospital)) return new Set([hospital]);
  const keys = new Set(hospital ? [hospital] : []);
  const medical = graph.topOrganisations.filter((o) => o.medical);
  const declared = new Set((medical.length ? medical : graph.topOrganisations).map((o) => o.key));
  if (declared.size === 1) keys.add([...declared][0]!);
  else if (declared.size === 0) {
    const reviewed = new Set(graph.reviews.filter((r) => r.about).map((r) => r.about![0]!));
    if (reviewed.size === 1) keys.add([...reviewed][0]!);
  }
  return keys;
}

/** The page's `<link rel="next">` or `<a rel="next">`, resolved against its base. */
function nextLink($: cheerio.CheerioAPI, pageUrl: string | undefined): string | null {
  if (!pageUrl) return null;
  let base = pageUrl;
  const declared = $('base[href]').first().attr('href');
  try {
    if (declared) base = new URL(declared.trim(), pageUrl).toString();
  } catch {
    // A base that is no URL: the page's own address.
  }
  for (const element of $('link[rel][href], a[rel][href]').toArray()) {
    if (!words(element.attribs.rel!.toLowerCase()).includes('next')) continue;
    try {
      const url = new URL(element.attribs.href!.trim(), base);
      url.hash = '';
      return url.toString();
    } catch {
      continue;
    }
  }
  return null;
}

/**
 * Reviews and the aggregate rating a page's HTML declares, kept when they are about the page's
 * subject (see `subjectKeys`): a review that names no organisation, or is nested under none,
 * belongs to the page it is on.
 */
export function extractReviews(html: string, options: ExtractOptions = {}): Extraction {
  const $ = cheerio.load(html);
  const roots: unknown[] = [];
  let malformedBlocks = 0;
  $('script[type="application/ld+json" i]').each((_, element) => {
    const text = $(element).text();
    if (!text.trim()) return;
    try {
      roots.push(parseJsonLd(text));
    } catch {
      malformedBlocks += 1;
    }
  });
  roots.push(...htmlRoots($, MICRODATA), ...htmlRoots($, RDFA));

  const graph = readGraph(roots);
  const subjects = subjectKeys(graph, options.hospitalName);
  const belongs = (found: Found) => !found.about || found.about.some((key) => subjects.has(key));

  const reviews: ExtractedReview[] = [];
  const seen = new Set<string>();
  let otherOrganisations = 0;
  for (const found of graph.reviews) {
    const review = toReview(found.node);
    if (!review) continue;
    const key = reviewKey('', review);
    if (seen.has(key)) continue; // the same review in JSON-LD and in microdata
    seen.add(key);
    if (belongs(found)) reviews.push(review);
    else otherOrganisations += 1;
  }
  const aggregate = graph.aggregates.find(belongs);
  return {
    reviews,
    otherOrganisations,
    aggregate: aggregate ? toAggregate(aggregate.node) : null,
    malformedBlocks,
    next: nextLink($, options.pageUrl),
  };
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
