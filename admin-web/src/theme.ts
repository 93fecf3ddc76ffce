import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: the layout switches to mobile under 768 px (MUI's `sm` breakpoint here). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767.95px)';

/** Spec §9 sidebar widths: 16rem, 3rem collapsed to icons (18rem on mobile, see AdminLayout). */
const layout: RaThemeOptions = {
  sidebar: { width: 256, closedWidth: 48 },
  breakpoints: { values: { xs: 0, sm: 768, md: 900, lg: 1200, xl: 1536 } },
};

export const lightTheme: RaThemeOptions = { ...defaultLightTheme, ...layout };
export const darkTheme: RaThemeOptions = { ...defaultDarkTheme, ...layout };
