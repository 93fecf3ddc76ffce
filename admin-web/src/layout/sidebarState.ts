import { useEffect, useEffectEvent } from 'react';
import { localStorageStore, useSidebarState, type Store } from 'react-admin';
import { MOBILE_MEDIA_QUERY } from '../theme';

/** Spec §9: the sidebar's open state is kept in this cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar:state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** The store key behind react-admin's useSidebarState. */
const SIDEBAR_KEY = 'sidebar.open';

const isMobile = () => typeof window !== 'undefined' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;

export const readSidebarCookie = (): boolean | undefined => {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  const value = entry?.slice(SIDEBAR_COOKIE.length + 1);
  return value === 'true' ? true : value === 'false' ? false : undefined;
};

export const writeSidebarCookie = (open: boolean): void => {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
};

/**
 * react-admin's store (localStorage), except that the sidebar state is read from and written to
 * the `sidebar:state` cookie. On mobile the sidebar is a temporary drawer: its state is neither
 * read from nor saved to the cookie, so that it does not pop open on every page load.
 */
export const createAdminStore = (): Store => {
  const base = localStorageStore();
  let mobileOpen: boolean | undefined;
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key !== SIDEBAR_KEY) return base.getItem(key, defaultValue);
      const open = isMobile() ? mobileOpen : readSidebarCookie();
      return open === undefined ? defaultValue : (open as T);
    },
    setItem<T>(key: string, value: T): void {
      if (key === SIDEBAR_KEY && typeof value === 'boolean') {
        if (isMobile()) mobileOpen = value;
        else writeSidebarCookie(value);
      }
      base.setItem(key, value); // also notifies the subscribers (useSidebarState)
    },
  };
};

const isToggleShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && typeof event.key === 'string' && event.key.toLowerCase() === 'b';

/** Ctrl+B (Cmd+B on a Mac) opens or collapses the sidebar, anywhere in the panel. */
export const useSidebarShortcut = (): void => {
  const [open, setOpen] = useSidebarState();
  const toggle = useEffectEvent(() => setOpen(!open)); // the latest `open`, without re-adding the listener
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      if (!event.repeat) toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
};
