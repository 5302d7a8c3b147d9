import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries are lint rules (biome.json); each is proved here to fail on the code it
 * forbids and to pass the same import written the intended way. Probe files are written into the
 * folders the rules cover, linted in one run, and removed.
 */
const root = resolve(import.meta.dirname, '../../../..');
const SERVER = 'apps/server/src/modules/zz-boundary-probe';
const FEATURE = 'apps/web/src/features/zz-boundary-probe';
const UI = 'apps/web/src/ui/zz-boundary-probe';

const files: Record<string, string> = {
  [`${SERVER}/bad-deep.ts`]: "export { balanceOf } from '../ledger/ledger.repo.js';\n",
  [`${SERVER}/bad-around.ts`]: "export { balanceOf } from '../../modules/ledger/ledger.repo.js';\n",
  [`${SERVER}/good.ts`]:
    "export { transfer } from '../ledger/index.js';\nexport { AppError } from '../../platform/http/app-error.js';\n",
  [`${FEATURE}/bad-deep.ts`]: "export { useStepUp } from '../auth/useStepUp';\n",
  [`${FEATURE}/bad-around.ts`]: "export { useStepUp } from '../../features/auth/useStepUp';\n",
  [`${FEATURE}/good.ts`]: "export { useStepUp } from '../auth';\nexport { call } from '../../api/call';\n",
  [`${UI}/bad-feature.ts`]: "export { useBrand } from '../../features/brand';\n",
  [`${UI}/bad-app.ts`]: "export { appTheme } from '../../app/theme';\n",
  [`${UI}/good.ts`]: "export { pathOf } from '@member-area/shared';\nexport { PageTitle } from '../PageTitle';\n",
};

let output = '';
beforeAll(() => {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), source);
  }
  try {
    execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=100', SERVER, FEATURE, UI], {
      cwd: root,
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (err) {
    output = String((err as { stdout?: string }).stdout ?? '') + String((err as { stderr?: string }).stderr ?? '');
  }
}, 120_000);
afterAll(() => {
  for (const dir of [SERVER, FEATURE, UI]) rmSync(join(root, dir), { recursive: true, force: true });
});

/** The diagnostics biome printed for one probe file (each starts with the file's path). */
function diagnosticsOf(file: string): string {
  return output
    .split(/\n(?=\S+\.ts:\d+:\d+ )/)
    .filter((block) => block.startsWith(file))
    .join('\n');
}

describe('server modules', () => {
  it('refuse a path into another module, also spelled through ../../modules', () => {
    expect(diagnosticsOf(`${SERVER}/bad-deep.ts`)).toMatch(/only through its index\.ts/);
    expect(diagnosticsOf(`${SERVER}/bad-around.ts`)).toMatch(/only through its index\.ts/);
  });
  it("take another module's index.ts and the platform", () => {
    expect(diagnosticsOf(`${SERVER}/good.ts`)).toBe('');
  });
});

describe('web features', () => {
  it('refuse a path into another feature', () => {
    expect(diagnosticsOf(`${FEATURE}/bad-deep.ts`)).toMatch(/only through its index\.ts/);
    expect(diagnosticsOf(`${FEATURE}/bad-around.ts`)).toMatch(/only through its index\.ts/);
  });
  it("take another feature's index.ts and the app's shared folders", () => {
    expect(diagnosticsOf(`${FEATURE}/good.ts`)).toBe('');
  });
});

describe('web ui/', () => {
  it('refuses to import a feature or the app shell', () => {
    expect(diagnosticsOf(`${UI}/bad-feature.ts`)).toMatch(/never imports a feature/);
    expect(diagnosticsOf(`${UI}/bad-app.ts`)).toMatch(/never imports a feature/);
  });
  it('takes the contract and other ui pieces', () => {
    expect(diagnosticsOf(`${UI}/good.ts`)).toBe('');
  });
});
