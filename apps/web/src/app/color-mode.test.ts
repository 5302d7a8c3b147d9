import { readFileSync } from 'node:fs';
import { DEFAULT_COLOR_MODE } from '@member-area/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { palettes } from './theme';

const background = (mode: 'dark' | 'light') => palettes[mode].background.default;

// public/color-mode.js runs before the app, outside the bundle: run it against a stand-in
// document and check it paints what the theme will paint.
const script = readFileSync(new URL('../../public/color-mode.js', import.meta.url), 'utf8');

function paint(stored: string | null | Error) {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
  vi.stubGlobal('document', { documentElement: root });
  vi.stubGlobal('localStorage', {
    getItem: () => {
      if (stored instanceof Error) throw stored;
      return stored;
    },
  });
  new Function(script)();
  return root;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('color-mode.js', () => {
  it('paints the default mode, dark, with the dark theme background', () => {
    expect(DEFAULT_COLOR_MODE).toBe('dark');
    const root = paint(null);
    expect(root.dataset.colorMode).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(root.style.backgroundColor).toBe(background('dark'));
  });

  it('paints a stored light choice with the light theme background', () => {
    const root = paint('light');
    expect(root.dataset.colorMode).toBe('light');
    expect(root.style.backgroundColor).toBe(background('light'));
  });

  it('falls back to dark for a garbled value or blocked storage', () => {
    expect(paint('purple').dataset.colorMode).toBe('dark');
    expect(paint(new Error('SecurityError')).dataset.colorMode).toBe('dark');
  });
});
