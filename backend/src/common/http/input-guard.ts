import type { NextFunction, Request, Response } from 'express';
import { isBodyParserError, sendErrorEnvelope } from './error-envelope.filter.js';

/** The deepest nesting of objects and arrays a request body may have (the forms of the API need 3). */
export const MAX_INPUT_DEPTH = 32;
export const INVALID_CHARACTERS_MESSAGE = 'Invalid characters in request';
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
export const MALFORMED_URL_MESSAGE = 'Malformed URL';

export type InputProblem = 'characters' | 'depth';

/**
 * Text no column or search can hold: a NUL (Postgres refuses it in text) or a lone UTF-16
 * surrogate (not Unicode: encoders and `encodeURIComponent` throw on it).
 */
export function isBadText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/**
 * The first problem of a parsed input (JSON body, query, filter): a string or key with bad text,
 * or objects and arrays nested deeper than `maxDepth`. Iterative, so that no nesting can overflow
 * the stack; every value is visited once.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (isBadText(current)) return 'characters';
      continue;
    }
    // A raw body (Stripe's webhook) is bytes, checked by its signature.
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= maxDepth) return 'depth';
    if (Array.isArray(current)) {
      for (const item of current) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(current)) {
      if (isBadText(key)) return 'characters';
      pending.push({ value: (current as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/** The message answered for an input problem. */
export function inputProblemMessage(problem: InputProblem): string {
  return problem === 'depth' ? TOO_DEEP_MESSAGE : INVALID_CHARACTERS_MESSAGE;
}

function refuse(res: Response, message: string): void {
  res.status(400).json({ statusCode: 400, message });
}

/**
 * One rule for every route, after the body parsers: refuses (400, in the error envelope) a request
 * whose path cannot be decoded or holds a NUL or a lone surrogate once decoded, whose query keys or
 * values hold one, or whose parsed body does, or is nested deeper than {@link MAX_INPUT_DEPTH}.
 * Such input can name nothing the API stores, and would otherwise fail deep in the database
 * driver, an encoder or a recursive walk. Multipart bodies are parsed later, by the upload route.
 */
export function inputGuard(req: Request, res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return refuse(res, MALFORMED_URL_MESSAGE);
  }
  if (isBadText(path)) return refuse(res, INVALID_CHARACTERS_MESSAGE);
  const queryProblem = findInputProblem(req.query);
  if (queryProblem) return refuse(res, inputProblemMessage(queryProblem));
  const bodyProblem = findInputProblem(req.body);
  if (bodyProblem) return refuse(res, inputProblemMessage(bodyProblem));
  next();
}

/**
 * Errors of the middleware before it (body parsers: 413 too large, 400 malformed JSON, 415
 * unsupported charset…) answered in the API's error envelope, as the exception filter answers
 * errors inside Nest. Anything else goes on to the next error handler.
 */
export function requestErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!isBodyParserError(error)) return next(error);
  sendErrorEnvelope(res, error);
}
