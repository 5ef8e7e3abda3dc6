import { execFileSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
// The database of the e2e server (playwright.config.ts), which the command line can write beside it.
const database = `./data/e2e-${process.env.E2E_PORT ?? 3100}.db`;

/** Makes a staff account the way an operator does, with `npm run admin -- create-user`. */
export function createStaffUser(email: string, password: string, name: string, role: string) {
  execFileSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", "create-user", email, "--name", name, "--role", role], {
    cwd: root,
    input: `${password}\n`,
    env: { ...process.env, SQLITE_PATH: database },
    stdio: ["pipe", "ignore", "inherit"],
  });
}
