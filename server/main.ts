import { parseEnv, type Env } from "#app/config/env.server.ts";

let env: Env;
try {
  env = parseEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// React and React Router choose their production or development builds from
// NODE_ENV when first imported, so it is settled before anything imports them.
process.env.NODE_ENV = env.NODE_ENV;
const { runServer } = await import("./run-server.ts");
await runServer(env);
