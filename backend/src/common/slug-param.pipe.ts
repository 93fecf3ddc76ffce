import { NotFoundException, type PipeTransform } from '@nestjs/common';

/** The shape every slug column's CHECK constraint allows (lower-case words joined by hyphens). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 220;

/**
 * A slug in a URL path. Anything that cannot be a slug names no record, so it is answered with
 * the same 404 as an unknown slug, without a database query.
 */
export class SlugParamPipe implements PipeTransform<unknown, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: unknown): string {
    if (typeof value !== 'string' || value.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(value)) {
      throw new NotFoundException(this.notFoundMessage);
    }
    return value;
  }
}
