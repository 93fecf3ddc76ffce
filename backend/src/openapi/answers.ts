import { ApiExtension } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { ApiAnswers } from '@medtour/contracts';

/** The extension that names an operation's answer in `ApiAnswers` (read by `typed-client.ts`). */
export const ANSWER_EXTENSION = 'x-answer';

declare const SENT: unique symbol;

/**
 * What a handler that answers through Express's `res` itself (a cached JSON answer, a stream)
 * returns: the type of what it sent, for `@Answers`' check. Nest ignores it.
 */
export type Sent<T> = { readonly [SENT]: T };

/** What a handler returns once it has sent its answer of type `T` itself (see `Sent`). */
export const sent = <T>(): Sent<T> => undefined as unknown as Sent<T>;

type Handler<T> = (...args: never[]) => T | Sent<T> | Promise<T | Sent<T>>;

/**
 * What the route answers, by its name in `@medtour/contracts`' `ApiAnswers`. The type check holds
 * the handler to it (a handler that returns something else does not compile), and the OpenAPI
 * document carries it, so the front ends' generated client types the answer.
 */
export function Answers<K extends keyof ApiAnswers>(name: K) {
  const decorate = ApiExtension(ANSWER_EXTENSION, name);
  return <M extends Handler<ApiAnswers[K]>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    decorate(target, key, descriptor);
  };
}

const SUCCESS = /^2\d\d$/;

type Schema = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];

/**
 * Puts each named answer on its operation's success response: a reference to a schema of the same
 * name that names the contract type (`{ "x-answer": "BookingView" }`). The type lives in
 * `@medtour/contracts`, which the generated client imports, instead of a copy of it as JSON Schema.
 */
export function describeAnswers(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as {
      responses?: Record<string, { description?: string; content?: object }>;
      [ANSWER_EXTENSION]?: string;
    }[]) {
      const name = operation?.[ANSWER_EXTENSION];
      if (!name || !operation.responses) continue;
      const existing = schemas[name] as Record<string, unknown> | undefined;
      if (existing && existing[ANSWER_EXTENSION] !== name)
        throw new Error(`The answer ${name} has the name of a request schema: rename one of them`);
      schemas[name] = { description: `${name}, in @medtour/contracts`, [ANSWER_EXTENSION]: name } as Schema;
      const status = Object.keys(operation.responses).find((code) => SUCCESS.test(code)) ?? '200';
      operation.responses[status] = {
        description: name,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
      };
    }
  }
  return document;
}
