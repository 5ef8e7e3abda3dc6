import { type Kysely, sql } from "kysely";
import { tablesOfThisDatabase } from "./tables-of-this-database.ts";

const TEXT_TYPES = /^(text|varchar|character varying|char|character|bpchar|json|jsonb|)$/i;

/**
 * Every `table.column` of the database whose text holds `needle` in any letter case: every table
 * of the schema (read from the database itself, so a table added later is searched too) and
 * every column of a text type.
 */
export async function findTextAnywhere(db: Kysely<any>, needle: string): Promise<string[]> {
  const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const hits: string[] = [];
  for (const table of await tablesOfThisDatabase(db)) {
    for (const column of table.columns) {
      if (!TEXT_TYPES.test(column.dataType)) continue;
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)} where lower(cast(${sql.ref(column.name)} as text)) like ${pattern} escape '\\'`.execute(db);
      if (Number(rows[0]!.n) > 0) hits.push(`${table.name}.${column.name}`);
    }
  }
  return hits;
}
