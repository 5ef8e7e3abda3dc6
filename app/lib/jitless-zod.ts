import { z } from "zod";

/*
 * Zod for schemas that also run in the browser. The Content-Security-Policy allows no eval; zod
 * probes for it (`new Function`) the first time it builds an object schema, to compile faster
 * parsers, and the browser reports every probe as a policy violation. A form or two is all the
 * browser parses, so the plain parser is enough. Importing z from here guarantees the setting is
 * made before the importing module builds its first schema, on whichever page loads it.
 */
z.config({ jitless: true });

export { z };
