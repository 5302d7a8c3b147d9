import { INVESTMENT_ROUTES, ROUTES, ZLiveMessage } from '@member-area/shared';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_FEATURES } from './features';

// The app's one registration list: what the shells assemble comes only from here, so a page,
// topic or bar entry that no feature declares (or that two declare) fails here, not in a browser.
const PUBLIC = new Set<string>([
  ROUTES.login,
  ROUTES.register,
  ROUTES.registerWithSlug,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.verifyEmail,
  ROUTES.verifyPending,
  ROUTES.loginAdmin,
  ROUTES.devMailbox,
]);
const declared = (pick: (f: (typeof WEB_FEATURES)[number]) => readonly { path: string }[] | undefined) =>
  WEB_FEATURES.flatMap((f) => pick(f) ?? []).map((p) => p.path);

describe('web features', () => {
  it('declare every page of the two signed-in areas once', () => {
    const pages = [...declared((f) => f.pages), ...declared((f) => f.adminPages)];
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.sort()).toEqual(
      [...Object.values(ROUTES), ...Object.values(INVESTMENT_ROUTES)].filter((path) => !PUBLIC.has(path)).sort(),
    );
    // /admin itself is the console's dashboard; every other back-office page is below it.
    expect(
      declared((f) => f.adminPages).every((path) => path === ROUTES.admin || path.startsWith(`${ROUTES.admin}/`)),
    ).toBe(true);
  });

  it('take every live topic into a cache, each topic in one feature', () => {
    const topics = WEB_FEATURES.flatMap((f) => Object.keys(f.live ?? {}));
    expect(new Set(topics).size).toBe(topics.length);
    const all = ZLiveMessage.options.map((o) => o.shape.topic.value).filter((t) => t !== 'control');
    expect(topics.sort()).toEqual(all.sort());
  });

  it('link the drawer and the bar to declared pages only', () => {
    const pages = [...declared((f) => f.pages), ...declared((f) => f.adminPages), ROUTES.admin];
    const links = WEB_FEATURES.flatMap((f) => [...(f.nav ?? []), ...(f.adminNav ?? [])]).map((e) => e.to);
    const dangling = links.filter((to) => !pages.some((path) => matchPath(path, to)));
    expect(dangling).toEqual([]);
  });
});
