import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';

const config = loadConfig();
const app = await buildApp(config);

await app.server.listen({ port: config.PORT, host: config.HOST });

const lines = [
  '',
  `  ${config.BRAND_NAME} is running`,
  `  Member area:  ${config.PUBLIC_URL}/`,
  `  Back office:  ${config.PUBLIC_URL}/admin`,
  `  API docs:     ${config.PUBLIC_URL}/api/docs`,
  `  Database:     ${app.ctx.database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.DATA_DIR}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  `  Live bus:     ${app.ctx.bus.kind}`,
  `  Operator:     ${app.seeded.adminEmail}${
    app.seeded.generatedAdminPassword
      ? `  password: ${app.seeded.generatedAdminPassword}  (generated now and shown once; set ADMIN_PASSWORD to choose it)`
      : config.ADMIN_PASSWORD
        ? '  (password from ADMIN_PASSWORD)'
        : '  (password was shown at first start)'
  }`,
  config.devMailbox
    ? `  Dev mailbox:  ${config.PUBLIC_URL}/dev/mailbox?token=${config.devMailboxToken}\n                (no SMTP_URL: verification and reset mails land here; the link carries its secret)`
    : `  Mail:         sent through SMTP_URL`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
