import type { Kysely } from "kysely";
import type { Database } from "#app/db/schema.ts";

// What the server hands every loader and action. Prerendering at build time
// passes none of it, so only dynamic routes may read it.
declare module "react-router" {
  interface AppLoadContext {
    db: Kysely<Database>;
    nonce: string;
    clientAddress: string;
  }
}

export {};
