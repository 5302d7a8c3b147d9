import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness.js';

/**
 * The row types Kysely compiles against (src/platform/db/schema.ts, written by hand for readable
 * types) are checked against the migrated database, table by table: the same tables and views,
 * the same columns, the same nullability. A migration that adds a column the types forget, or a
 * type that names a column no migration made, fails here rather than at run time.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** Tables the app reaches without Kysely's types (the migrator's own). */
const UNTYPED = new Set(['kysely_migration', 'kysely_migration_lock']);

interface Column {
  nullable: boolean;
}

/** table → column → nullability, read from the `DB` interface and the interfaces it names. */
function typedTables(): Map<string, Map<string, Column>> {
  const file = join(import.meta.dirname, '../../src/platform/db/schema.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, string>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type.getText(source));
  });
  const db = interfaces.get('DB');
  if (!db) throw new Error('schema.ts has no DB interface');
  const tables = new Map<string, Map<string, Column>>();
  for (const member of db.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = member.name.getText(source).replace(/['"]/g, '');
    const rowType = interfaces.get(member.type.getText(source));
    if (!rowType) throw new Error(`DB.${table}: ${member.type.getText(source)} is not an interface in schema.ts`);
    const columns = new Map<string, Column>();
    for (const column of rowType.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      // A column typed by an alias of this file (e.g. `AfterColumn`) is read through it.
      const text = column.type.getText(source);
      columns.set(column.name.getText(source).replace(/['"]/g, ''), {
        nullable: /\bnull\b/.test(aliases.get(text) ?? text),
      });
    }
    tables.set(table, columns);
  }
  return tables;
}

async function databaseTables(): Promise<Map<string, Map<string, Column>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    select table_name, column_name, is_nullable from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position
  `.execute(app.ctx.db);
  const tables = new Map<string, Map<string, Column>>();
  for (const row of rows) {
    if (UNTYPED.has(row.table_name)) continue;
    const columns = tables.get(row.table_name) ?? new Map<string, Column>();
    columns.set(row.column_name, { nullable: row.is_nullable === 'YES' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

describe('the row types', () => {
  it('name every table and view of the migrated database, and nothing else', async () => {
    const typed = [...typedTables().keys()].sort();
    const migrated = [...(await databaseTables()).keys()].sort();
    expect(typed).toEqual(migrated);
  });

  it('give every table exactly its columns, with their nullability', async () => {
    const typed = typedTables();
    const migrated = await databaseTables();
    const differences: string[] = [];
    for (const [table, columns] of migrated) {
      const types = typed.get(table);
      if (!types) continue;
      for (const [name, column] of columns) {
        const type = types.get(name);
        if (!type) differences.push(`${table}.${name}: in the database, not in schema.ts`);
        // A view's columns are all nullable to information_schema: only tables are compared.
        else if (type.nullable !== column.nullable && !table.endsWith('_claim')) {
          differences.push(`${table}.${name}: ${column.nullable ? 'nullable' : 'not null'} in the database`);
        }
      }
      for (const name of types.keys()) {
        if (!columns.has(name)) differences.push(`${table}.${name}: in schema.ts, not in the database`);
      }
    }
    expect(differences).toEqual([]);
  });
});
