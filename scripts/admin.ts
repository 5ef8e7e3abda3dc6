// `npm run admin -- create-user EMAIL [--name "Full Name"] [--role ROLE]`: makes a staff account,
// an admin unless another role is given (the first admin of a site is made here). The password
// comes from stdin when it is piped, otherwise from a prompt that does not echo.
// `export`, `import`, `backup` and `restore` move the whole database (scripts/backup/).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseEnv } from "#app/config/env.server.ts";
import { createDatabase } from "#app/db/client.server.ts";
import type { StaffRole } from "#app/db/schema.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { MIN_PASSWORD_LENGTH } from "#app/features/admin/password-rules.ts";
import { createStaffUser, StaffUserError } from "#app/features/admin/staff-users.server.ts";
import { ARCHIVE_USAGE, isArchiveCommand, runArchiveCommand } from "./backup/run-archive-command.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const usage = [
  'Usage: npm run admin -- create-user EMAIL [--name "Full Name"] [--role admin|editor|recruiter|sales]',
  "  The role is admin unless given; the name is the part of the email before @ unless given.",
  "  (echo 'password' | npm run admin -- create-user EMAIL  reads the password from stdin)",
  ARCHIVE_USAGE,
].join("\n");

async function readPipedPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // Only the line ending is removed: spaces may be part of the password.
  return Buffer.concat(chunks).toString("utf8").replace(/\r?\n$/, "");
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let typed = "";
    const onData = (text: string) => {
      for (const character of text) {
        if (character === "\r" || character === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        if (character === "\u0003") {
          stdin.setRawMode(false);
          process.stdout.write("\n");
          reject(new Error("Cancelled"));
          return;
        }
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedPassword();
  const first = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters, not a common one): `);
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) throw new StaffUserError("The two passwords do not match");
  return first;
}

function readArguments() {
  try {
    const { positionals, values } = parseArgs({
      args: process.argv.slice(2),
      options: { name: { type: "string" }, role: { type: "string" } },
      allowPositionals: true,
    });
    return { command: positionals[0], email: positionals[1], extra: positionals.length > 2, name: values.name, role: values.role };
  } catch {
    // An unknown option or one without its value: the usage says what is expected.
    return null;
  }
}

async function main(): Promise<number> {
  if (isArchiveCommand(process.argv[2])) return runArchiveCommand(process.argv.slice(2), root);
  const args = readArguments();
  if (!args || args.command !== "create-user" || !args.email || args.extra) {
    console.error(usage);
    return 2;
  }
  const { email, name, role } = args;
  const env = parseEnv();
  const database = createDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: path.resolve(root, env.SQLITE_PATH) });
  try {
    await migrateToLatest(database.db);
    const password = await readPassword();
    // The role is checked with the rest of the input (an unknown one is refused with the list).
    const user = await createStaffUser(database.db, { email, password, displayName: name, role: role as StaffRole | undefined });
    console.log(`Created staff user ${user.email} (id ${user.id}), ${user.display_name}, role ${user.role}.`);
    return 0;
  } catch (error) {
    if (error instanceof StaffUserError) {
      console.error(`Not created: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
