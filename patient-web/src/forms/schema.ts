import * as v from 'valibot';
import type { ApiMessageCode } from '@medtour/contracts';

/*
 * A form's schema (valibot): what its fields must hold and what the API is sent. The same schema is
 * checked twice: in the browser before the form is sent (forms/route-form.tsx), and by the route's
 * action on the server, which a post without JavaScript reaches directly. A refusal names each field's
 * problem by its code in the catalogue of messages (contracts' `API_MESSAGES`): the action answers it
 * in English with its code, the browser says it in the page's language. The API checks everything
 * again and answers its own field errors, which the page shows the same way.
 * No import of the site here: `npm test` runs the schemas with Node as they are.
 */

/** What a form posted: a name sent once is its value, a name sent more than once the list of its values. */
export type PostedFields = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

export function postedFields(form: FormData): PostedFields {
  const fields: PostedFields = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? values[0]! : values;
  }
  return fields;
}

/** The values of a form as typed (its text fields), to show them again with its refusal. */
export const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** What the schema read from the form, or the code of the first problem of each field (by its name). */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, ApiMessageCode> };

export function checkForm<S extends v.GenericSchema>(schema: S, form: FormData): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, postedFields(form));
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, ApiMessageCode> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message as ApiMessageCode;
  return { ok: false, errors };
}

/** A form whose route needs nothing but its address (a booking's cancellation…). */
export const NO_FIELDS = v.object({});

/** A value that is no text where text is expected (a file, or a field sent twice): a forged or broken form. */
const TEXT = v.string('invalidInput' satisfies ApiMessageCode);

/** A text field, trimmed; empty when left out. */
export const text = () => v.pipe(v.optional(TEXT, ''), v.trim());

/** A text field that must be filled in (`code`: what the refusal says). */
export const required = (code: ApiMessageCode = 'fieldRequiredSite') => v.pipe(text(), v.nonEmpty(code));

/** A text field that may be left empty: undefined then (the API's default applies). */
export const optionalText = () =>
  v.pipe(
    text(),
    v.transform((value) => value || undefined),
  );

/** A text field that may be left empty: null then (an emptied field clears its value). */
export const nullableText = () =>
  v.pipe(
    text(),
    v.transform((value) => value || null),
  );

/** A check box: ticked or not (a form leaves an unticked one out; a ticked one sends its value, `on`). */
export const ticked = () =>
  v.pipe(
    v.optional(TEXT, ''),
    v.transform((value) => value !== ''),
  );

/** A field a form may send several times (check boxes of one name, hidden fields of a list): every non-empty value, trimmed. */
export const list = () =>
  v.pipe(
    v.optional(v.union([TEXT, v.array(TEXT)], 'invalidInput' satisfies ApiMessageCode), []),
    v.transform((values) => (Array.isArray(values) ? values : [values]).map((value) => value.trim()).filter(Boolean)),
  );

/** A whole number (`12`), else the text as typed, for the API to refuse in its words; empty: null. */
export function wholeOrText(value: string): number | string | null {
  if (value === '') return null;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A decimal number written with a point or a comma (`37.5`, `37,5`), else the text as typed; empty: null. */
export function decimalOrText(value: string): number | string | null {
  if (value === '') return null;
  const normalized = value.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : value;
}
