import type { ComponentProps } from 'react';
import { Form as RouterForm, Link as RouterLink, type To, useLocation } from 'react-router';
import { unlocalizedPath } from '@medtour/contracts';
import { useLocalePath } from './messages';

/**
 * React Router's Link and Form, with a site address (`/hospitals`) taken to the page's language
 * (`/fr/hospitals` on a French page). The patient site imports these instead of React Router's (an
 * ESLint rule says so), so every page keeps the visitor's language without each link saying it.
 */
function useLocalTo(): <T extends To>(to: T) => T {
  const path = useLocalePath();
  return (to) => (typeof to === 'string' && to.startsWith('/') ? (path(to) as typeof to) : to);
}

export function Link({ to, ...props }: ComponentProps<typeof RouterLink>) {
  return <RouterLink to={useLocalTo()(to)} {...props} />;
}

/**
 * A link marked as the current page (`aria-current="page"`) on its address or, unless `end`, a page
 * below it. Ours rather than React Router's NavLink: every page's JavaScript carries the header's, and
 * this is 0.5 kB gzip less (its pending and view-transition states are not used).
 */
export function NavLink({ to, end, ...props }: ComponentProps<typeof RouterLink> & { to: string; end?: boolean }) {
  const here = unlocalizedPath(useLocation().pathname);
  const current = here === to || (!end && here.startsWith(`${to.replace(/\/$/, '')}/`));
  return <Link to={to} aria-current={current ? 'page' : undefined} {...props} />;
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  const local = useLocalTo();
  return <RouterForm action={action === undefined ? undefined : local(action)} {...props} />;
}
