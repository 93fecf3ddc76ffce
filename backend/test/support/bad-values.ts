/**
 * Query values (percent-encoded as sent) that must never make the product answer 5xx: NUL bytes,
 * lone surrogates and broken escapes, oversized and odd numbers, JSON and operator injection,
 * markup, bidi overrides. The API fuzz and the page fuzz add values of their own.
 */
export const BAD_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  'x'.repeat(8000),
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  '',
  '%20',
  '%5B%5D',
  '%7B%22%24ne%22%3Anull%7D',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  "'%3B%20drop%20table%20users%3B--",
  '%E2%80%AE',
  '%F0%9F%92%A5',
];
