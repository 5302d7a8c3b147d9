// Paints the stored colour mode (dark unless the person chose light) before the app's code
// arrives, so a visit never flashes white first. A file rather than an inline script: the
// Content-Security-Policy allows scripts from this origin only. The colours are the themes'
// background.default (src/app/theme.ts; color-mode.test.ts keeps them in step).
(() => {
  let mode = 'dark';
  try {
    const stored = localStorage.getItem('colorMode');
    if (stored === 'light' || stored === 'dark') mode = stored;
  } catch {
    // Storage blocked: the default.
  }
  const root = document.documentElement;
  root.dataset.colorMode = mode;
  root.style.colorScheme = mode;
  root.style.backgroundColor = mode === 'dark' ? '#0b1220' : '#f4f6f9';
})();
