import path from "node:path";
import { parseEnv } from "#app/config/env.server.ts";
import type { DatabaseTarget } from "#app/features/backup/database-target.ts";

/**
 * The database the environment names, as the server reads it: PostgreSQL when DATABASE_URL is
 * set, otherwise the SQLite file SQLITE_PATH (relative to the project). Only these two variables
 * are read, so `DATABASE_URL=… npm run admin -- import FILE` works without the server's secrets.
 */
export function readDatabaseTarget(root: string, source: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const env = parseEnv({ SQLITE_PATH: source.SQLITE_PATH });
  const databaseUrl = source.DATABASE_URL?.trim();
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error("DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)");
    return { dialect: "postgres", databaseUrl };
  }
  return { dialect: "sqlite", sqlitePath: path.resolve(root, env.SQLITE_PATH) };
}
