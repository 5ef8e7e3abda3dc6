import { type Kysely, sql } from "kysely";
import { getDatabaseDialect } from "#app/db/dialect.ts";
import type { TableDescription } from "./describe-tables.server.ts";

/**
 * The highest id each table's counter has handed out. It can be above the highest id left (rows
 * deleted since), and carrying it over keeps the promise that a deleted post's id, and so its
 * public address, is never given to another.
 */
export async function readSequences(db: Kysely<any>, tables: readonly TableDescription[]): Promise<Record<string, number>> {
  const sequences: Record<string, number> = {};
  const counted = tables.filter((table) => table.identityColumn !== null);
  if (getDatabaseDialect(db) === "sqlite") {
    const { rows } = await sql<{ name: string; seq: number }>`select name, seq from sqlite_sequence`.execute(db);
    for (const table of counted) {
      const row = rows.find((candidate) => candidate.name === table.name);
      if (row && row.seq > 0) sequences[table.name] = Number(row.seq);
    }
    return sequences;
  }
  for (const table of counted) {
    // Null until the sequence first hands out a value (or after it was reset to start again).
    const { rows } = await sql<{ value: number | string | null }>`
      select pg_sequence_last_value(pg_get_serial_sequence(${quoteIdentifier(table.name)}, ${table.identityColumn})::regclass) as value`.execute(db);
    const highest = Number(rows[0]?.value ?? 0);
    if (highest > 0) sequences[table.name] = highest;
  }
  return sequences;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * After a load, makes every counter hand out ids above both the highest id loaded and the highest
 * the source had handed out: PostgreSQL's identity sequences (which inserting explicit ids does
 * not move) and SQLite's sqlite_sequence.
 */
export async function advanceSequences(db: Kysely<any>, tables: readonly TableDescription[], carried: Record<string, number>): Promise<void> {
  const sqlite = getDatabaseDialect(db) === "sqlite";
  for (const table of tables) {
    if (table.identityColumn === null) continue;
    const { rows } = await sql<{ highest: number | null }>`select max(${sql.ref(table.identityColumn)}) as highest from ${sql.table(table.name)}`.execute(db);
    const value = Math.max(Number(rows[0]?.highest ?? 0), carried[table.name] ?? 0);
    if (sqlite) {
      await sql`delete from sqlite_sequence where name = ${table.name}`.execute(db);
      if (value > 0) await sql`insert into sqlite_sequence (name, seq) values (${table.name}, ${value})`.execute(db);
    } else {
      // setval(…, 1, false): the next id is 1, for a table that never had a row.
      await sql`select setval(pg_get_serial_sequence(${quoteIdentifier(table.name)}, ${table.identityColumn}), ${Math.max(value, 1)}, ${value > 0})`.execute(db);
    }
  }
}
