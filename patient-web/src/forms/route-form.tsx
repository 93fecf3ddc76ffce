import { type ComponentProps, createContext, type FormEvent, type ReactNode, useContext, useMemo, useState } from 'react';
import { useActionData, useFetcher, useLocation, useNavigation } from 'react-router';
import { type ApiMessageCode, unlocalizedPath } from '@medtour/contracts';
import type { GenericSchema } from 'valibot';
import type { FormResult } from '../api/actions';
import { type FormToasts, useResultToasts, useTranslatedResult } from '../account/forms';
import { type MessageId, useLocalePath, useT } from '../i18n/messages';
import { checkForm } from './schema';

/*
 * A form that is a route of its own (the patient's journey, the trip plan): posted to that route's
 * action, which reads it with the form's schema (forms/schema.ts) and answers. With JavaScript the page
 * sends it beside itself (a fetcher: the page stays where it is, each form has its own answer and
 * state, several can be under way), once the same schema found nothing to correct. Without, the
 * browser posts it, and the form's route draws the page the form is on with the answer
 * (`FormRoutePage`): the address then is the form's, its search the page's (steps, open panels…).
 */

interface PostedAnswer {
  /** The form route's address, without the page's language: the form posted to it shows the answer. */
  action: string;
  answer: FormResult;
}

const PostedAnswerContext = createContext<PostedAnswer | undefined>(undefined);

/**
 * The page a form route draws: the page its form is on, with the answer of its action (a post made
 * without JavaScript, or before the page's scripts ran). Every route of such a page draws it, so
 * that the page's own address draws it too (no answer then).
 */
export function FormRoutePage({ children }: { children: ReactNode }) {
  const answer = useActionData() as FormResult | undefined;
  const { pathname } = useLocation();
  const posted = useMemo(() => (answer ? { action: unlocalizedPath(pathname), answer } : undefined), [answer, pathname]);
  return <PostedAnswerContext value={posted}>{children}</PostedAnswerContext>;
}

export interface RouteFormOptions<R> extends FormToasts<R> {
  /** The schema the route's action reads the form with: checked here first, and the form not sent while it finds a problem. */
  schema?: GenericSchema;
  /** What a refusal of the schema says (else its first field's error), as the action says it. */
  summary?: ApiMessageCode;
  /** Where the page comes back, posted without JavaScript (`#section`). */
  hash?: string;
}

/**
 * The answer to a form route's form (`action`: its site address, e.g. `/dashboard/bookings/<id>/cancel`)
 * as its action gave it (the page's `useRouteForm` says it and toasts it), for another part of the
 * page that changes with it (the bookings' list closes the booking form once it is sent).
 */
export function useRouteFormAnswer<T extends object = object>(action: string): FormResult<T> | undefined {
  const fetcher = useFetcher<FormResult<T>>({ key: action });
  const posted = useContext(PostedAnswerContext);
  return (fetcher.data as FormResult<T> | undefined) ?? (posted?.action === action ? (posted.answer as FormResult<T>) : undefined);
}

/**
 * A form route's form (`action`: its site address): its answer (`result`, field `errors`, in the
 * page's language), whether it is being sent (`busy`) and the spec's toasts while JavaScript runs.
 * `<RouteForm form={…}>` draws the form; `submit` sends a form from the page's code (a second button).
 */
export function useRouteForm<T extends object = object>(action: string, options: RouteFormOptions<FormResult<T>> = {}) {
  const t = useT();
  const path = useLocalePath();
  const { search } = useLocation();
  const navigation = useNavigation();
  const fetcher = useFetcher<FormResult<T>>({ key: action });
  const answered = useRouteFormAnswer<T>(action);
  // A refusal of the schema, found here before sending: the form's answer until it is sent again.
  const [found, setFound] = useState<FormResult<T>>();
  const result = useTranslatedResult(found ?? answered);
  // The action redirected: the page goes to another address.
  const leaving = fetcher.state === 'loading' && navigation.state === 'loading';
  useResultToasts(result, options, leaving);
  const address = `${path(action)}${search}${options.hash ? `#${options.hash}` : ''}`;

  /** Whether the schema finds nothing to correct in the form (else its refusal is the answer). */
  function checked(form: FormData): boolean {
    if (!options.schema) return true;
    const check = checkForm(options.schema, form);
    if (check.ok) {
      setFound(undefined);
      return true;
    }
    const say = (code: ApiMessageCode) => t(`errors.${code}` as MessageId);
    const errors = Object.fromEntries(Object.entries(check.errors).map(([name, code]) => [name, say(code)]));
    const message = options.summary ? say(options.summary) : (Object.values(errors)[0] ?? '');
    // `invalid`: refused by the form's own check, as the route's action refuses it.
    setFound({ ok: false, message, errors, invalid: true } as FormResult<T>);
    return false;
  }

  return {
    /** The form's address in the page's language, with the page's search (a post without JavaScript draws the page as it was). */
    action: address,
    Form: fetcher.Form,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      if (!checked(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter))) event.preventDefault();
    },
    /** Sends `form` (as its `submitter` would) to this route, not to the route its own `<RouteForm>` posts to. */
    submit(form: HTMLFormElement, submitter?: HTMLElement | null) {
      const values = new FormData(form, submitter);
      if (checked(values)) void fetcher.submit(values, { method: 'post', action: address });
    },
    result,
    errors: result && !result.ok ? result.errors : {},
    busy: fetcher.state !== 'idle',
  };
}

export type RouteFormState<T extends object = object> = ReturnType<typeof useRouteForm<T>>;

/**
 * The `<form>` of a form route (`useRouteForm`), posted to its action; `onSubmit` is called when it
 * is sent (after its schema found nothing to correct).
 */
export function RouteForm({
  form,
  onSubmit,
  ...props
}: { form: RouteFormState } & Omit<ComponentProps<RouteFormState['Form']>, 'action' | 'method' | 'navigate'>) {
  const { Form } = form;
  return (
    <Form
      method="post"
      action={form.action}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) onSubmit?.(event);
      }}
      {...props}
    />
  );
}
