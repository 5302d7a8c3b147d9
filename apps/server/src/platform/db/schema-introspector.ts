import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Dialect,
  type Kysely,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * What the migrator asks (which schemas and tables exist), answered for our own schema from the
 * catalog alone. Kysely's Postgres introspector reads every column of every schema in the
 * database and calls pg_get_serial_sequence() and has_schema_privilege() on each by name: those
 * look the name up again outside the query's snapshot, so a table or schema that another install
 * or test file drops at that moment fails our start with "column … does not exist".
 */
export class SchemaIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      table: string;
      is_view: boolean;
      column: string;
      type: string;
      type_schema: string;
      not_null: boolean;
      has_default: boolean;
      identity: boolean;
    }>`
      select c.relname as table, c.relkind = 'v' as is_view, a.attname as column, t.typname as type,
             tn.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default,
             a.attidentity <> '' as identity
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      join pg_catalog.pg_type t on t.oid = a.atttypid
      join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      where n.nspname = ${this.schema} and c.relkind in ('r', 'v', 'p')
      order by c.relname, a.attnum
    `.execute(this.db);
    const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
    for (const row of rows) {
      let table = tables.get(row.table);
      if (!table) {
        table = { name: row.table, schema: this.schema, isView: row.is_view, columns: [] };
        tables.set(row.table, table);
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.identity,
      });
    }
    return [...tables.values()];
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** The same dialect, introspecting only `schema` (see SchemaIntrospector). */
export function withSchemaIntrospector(dialect: Dialect, schema: string): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => new SchemaIntrospector(db, schema),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
