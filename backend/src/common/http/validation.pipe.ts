import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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

/**
 * Validation at the edge: unknown fields are refused, types converted only where a DTO says so,
 * and failures answered as 400 `{ message: 'Validation failed', errors }`.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException({ message: 'Validation failed', errors: fieldErrors(errors) }),
  });
}
