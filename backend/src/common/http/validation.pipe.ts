import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Flattens class-validator errors into `{ 'field.sub': 'first message' }`, the shape react-admin shows on forms. */
export function fieldErrors(errors: ValidationError[], parent = ''): Record<string, string> {
  const result: Record<string, string> = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) result[path] = messages[0]!;
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, path));
  }
  return result;
}

/** Query strings whose validated DTO is kept, per DTO class (the oldest are dropped first). */
const KEPT_QUERIES = 1000;

/**
 * The validation pipe, which keeps what a query string validated into: query DTOs are functions of
 * the query alone (pages, filters, search text), and the public lists are asked the same few query
 * strings again and again, so a repeated one costs a lookup instead of class-transformer and
 * class-validator. Each request gets its own copy. Refusals are not kept; bodies and params are
 * validated every time.
 */
class QueryKeepingValidationPipe extends ValidationPipe {
  private readonly kept = new Map<unknown, Map<string, object>>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype } = metadata;
    if (metadata.type !== 'query' || !metatype || !this.toValidate(metadata) || typeof value !== 'object' || value === null) {
      return super.transform(value, metadata);
    }
    let byQuery = this.kept.get(metatype);
    if (!byQuery) this.kept.set(metatype, (byQuery = new Map()));
    const key = JSON.stringify(value);
    let dto = byQuery.get(key);
    if (!dto) {
      dto = (await super.transform(value, metadata)) as object;
      byQuery.set(key, dto);
      if (byQuery.size > KEPT_QUERIES) byQuery.delete(byQuery.keys().next().value!);
    }
    return copyOf(dto);
  }
}

/** A copy of a validated DTO (its class kept; arrays copied, so that no request changes another's). */
function copyOf(dto: object): object {
  const copy = Object.create(Object.getPrototypeOf(dto) as object) as Record<string, unknown>;
  for (const [name, field] of Object.entries(dto)) copy[name] = Array.isArray(field) ? [...field] : field;
  return copy;
}

/**
 * Validation at the edge: unknown fields are refused, types converted only where a DTO says so,
 * and failures answered as 400 `{ message: 'Validation failed', errors }`.
 */
export function createValidationPipe(): ValidationPipe {
  return new QueryKeepingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException({ message: 'Validation failed', errors: fieldErrors(errors) }),
  });
}
