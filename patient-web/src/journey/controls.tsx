import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { RouteForm, type RouteFormState } from '../forms/route-form';
import { Form } from '../i18n/links';
import { useJourneyAddress } from './data';
import { ConfirmForm, type ConfirmProps } from '../components/ConfirmForm';

/*
 * Controls of the journey's page: its forms' confirmation, and the buttons that change its address.
 */

/** A `ConfirmForm` of a form route (`useRouteForm`); `fields`: hidden ones that name what it is about, in a list of which all share the route. */
export function ConfirmRouteForm({
  form,
  fields = {},
  ...props
}: { form: RouteFormState; fields?: Record<string, string> } & ConfirmProps) {
  return (
    <ConfirmForm
      form={(yes, onSent) => (
        <RouteForm form={form} className="journey-confirm__form" onSubmit={onSent}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {yes}
        </RouteForm>
      )}
      busy={form.busy}
      {...props}
    />
  );
}

/**
 * A button that changes the journey page's address (`set`: parameters to set, empty to remove),
 * keeping the others: a GET form, so that it works without JavaScript. `onClick` may handle it in the
 * page instead (it then prevents the navigation).
 */
export function AddressButton({
  set,
  children,
  onClick,
  ...button
}: { set: Record<string, string>; onClick?: (event: MouseEvent<HTMLButtonElement>) => void } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'type'
>) {
  const [params] = useSearchParams();
  const kept = [...params.entries()].filter(([key]) => !(key in set));
  const values = Object.entries(set).filter(([, value]) => value !== '');
  return (
    <Form method="get" action={useJourneyAddress()} preventScrollReset className="address-button">
      {[...kept, ...values].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" {...button} onClick={onClick}>
        {children}
      </button>
    </Form>
  );
}
