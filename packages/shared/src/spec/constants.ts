// Constants the product spec names. Changing one changes the product: keep them word for word.

export const DRAWER_WIDTH = 240;
/** Desktop content offset: the drawer width minus 70px (the collapsed icon rail). */
export const CONTENT_OFFSET = DRAWER_WIDTH - 70;
export const MOBILE_TOP_MARGIN = 65;
export const COPYRIGHT_START_YEAR = 2016;
export const DEFAULT_COLOR_MODE = 'dark' as const;
export const RELATIVE_TIME_LOCALE = 'en-US';
