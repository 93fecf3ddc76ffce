import type { ComponentProps } from 'react';
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
import { useLocalePath } from './messages';

/**
 * React Router's Link, NavLink and Form, with a site address (`/hospitals`) taken to the page's language
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

export function NavLink({ to, ...props }: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink to={useLocalTo()(to)} {...props} />;
}

export function Form({ action, ...props }: ComponentProps<typeof RouterForm>) {
  const local = useLocalTo();
  return <RouterForm action={action === undefined ? undefined : local(action)} {...props} />;
}
