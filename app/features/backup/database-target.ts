/** The database an import or restore writes into, as the environment names it. */
export type DatabaseTarget = { dialect: "sqlite"; sqlitePath: string } | { dialect: "postgres"; databaseUrl: string };

/** How a message names the target, without a password that may be in the URL. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.dialect === "sqlite") return `SQLite ${target.sqlitePath}`;
  try {
    const url = new URL(target.databaseUrl);
    return `PostgreSQL ${url.host}${url.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}
