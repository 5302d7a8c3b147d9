import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

// Our migration 0001 creates Better Auth's tables by hand. If an upgrade of the library
// expects a table or column we do not create, this fails and says which.
it('creates every table and column Better Auth expects', async () => {
  const { toBeCreated, toBeAdded } = await getMigrations(app.ctx.auth.options);
  expect(toBeCreated.map((t) => t.table)).toEqual([]);
  expect(toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual([]);
});
