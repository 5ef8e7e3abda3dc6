import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresIntrospector,
  SqliteIntrospector,
} from "kysely";

export type DatabaseDialect = "sqlite" | "postgres";

/**
 * Which database a Kysely instance (or transaction) talks to. Migrations only receive the
 * instance, so they ask it; `introspection` is public API, unlike the executor's adapter.
 * Takes `Kysely<any>` so that the app's typed instance, a transaction and a migration's untyped
 * instance all fit.
 */
export function getDatabaseDialect(db: Kysely<any>): DatabaseDialect {
  const introspector = db.introspection;
  if (introspector instanceof SqliteIntrospector) return "sqlite";
  if (introspector instanceof PostgresIntrospector) return "postgres";
  throw new Error(`Unsupported database dialect (introspector ${introspector.constructor.name})`);
}

export interface PortableColumnTypes {
  /** Makes an integer column the auto-incrementing primary key. */
  identity: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  bytes: ColumnDataType;
  double: ColumnDataType;
}

/**
 * The only place where DDL differs between the two databases. Everything else in the
 * migrations is written once.
 */
export function getPortableColumnTypes(db: Kysely<any>): PortableColumnTypes {
  if (getDatabaseDialect(db) === "sqlite") {
    return {
      // AUTOINCREMENT stops SQLite from reusing the id of a deleted row, so a public URL
      // such as /blog/7 never starts pointing at a different post.
      identity: (column) => column.primaryKey().autoIncrement(),
      bytes: "blob",
      // SQLite's REAL is already an 8-byte IEEE float.
      double: "real",
    };
  }
  return {
    // Identity columns never reuse values either; "by default" still lets a restore insert ids.
    identity: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
    bytes: "bytea",
    // PostgreSQL's REAL is 4 bytes; double precision matches what SQLite stores.
    double: "double precision",
  };
}
