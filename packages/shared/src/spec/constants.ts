// Constants the product spec names. Changing one changes the product: keep them word for word.

export const DRAWER_WIDTH = 240;
/** Desktop content offset: the drawer width minus 70px (the collapsed icon rail). */
export const CONTENT_OFFSET = DRAWER_WIDTH - 70;
export const MOBILE_TOP_MARGIN = 65;
export const COPYRIGHT_START_YEAR = 2016;
export const DEFAULT_COLOR_MODE = 'dark' as const;
export const RELATIVE_TIME_LOCALE = 'en-US';

/** Ticker symbols, each quoted against USDT. */
export const TICKER_SYMBOLS = [
  'BTC',
  'ETH',
  'SOL',
  'LINK',
  'XRP',
  'ADA',
  'AVAX',
  'MATIC',
  'BNB',
  'DOGE',
  'FTM',
] as const;

export const TEXT = {
  welcomeUser: 'Welcome User',
  badgeReal: 'Real',
  badgeFree: 'Free',
  logoutTitle: 'Logout',
  logoutQuestion: 'Are you sure you want to logout?',
  logoutCancel: 'Cancel',
  logoutConfirm: 'Yes',
  menuAccount: 'Account',
  menuChangePassword: 'Change Password',
  menuLogout: 'Logout',
  selectPackage: 'Select an package',
  selectInvoice: 'Select an invoice',
  chatTitle: 'Live Chat',
  chatPlaceholder: 'Type something...',
  chatSend: 'Send',
  profileMissing: 'No such document!',
} as const;
