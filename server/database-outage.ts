import { createRequestHandler, data, type ServerBuild } from "react-router";
import { isDatabaseUnavailable } from "#app/db/is-database-unavailable.server.ts";

/** How long a client is asked to wait before trying again while the database is away. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

type RequestHandler = ReturnType<typeof createRequestHandler>;

/*
 * A loader or action that cannot reach the database did nothing wrong: the request will work once
 * the database is back. So instead of a 500 it answers 503 with Retry-After, through the site's
 * own error page (the root ErrorBoundary shows the status and what to do) for pages, and the same
 * status inside the data for client navigations. Prerendered pages never get here: they are
 * served from memory and keep working.
 *
 * Every loader and action of the build is wrapped once, at start; the build itself is untouched.
 */
function answerOutageWith503<Args extends unknown[], Result>(run: (...args: Args) => Result, routeId: string) {
  return async (...args: Args): Promise<Awaited<Result>> => {
    try {
      return await run(...args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(JSON.stringify({ level: 40, msg: "database unavailable, answered 503", route: routeId, reason }));
      throw data("The database is unavailable", { status: 503, statusText: "Service Unavailable" });
    }
  };
}

function withOutageAnswers(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const module = { ...route.module };
    if (module.loader) module.loader = answerOutageWith503(module.loader, id);
    if (module.action) module.action = answerOutageWith503(module.action, id);
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

/** React Router's request handler, answering 503 with Retry-After (never cached) while the database is away. */
export function createOutageAwareRequestHandler(build: ServerBuild, mode: string): RequestHandler {
  const handle = createRequestHandler(withOutageAnswers(build), mode);
  return async (request, context) => {
    const response = await handle(request, context);
    if (response.status !== 503) return response;
    // A thrown response's own headers do not reach the page (React Router keeps only its cookies).
    const headers = new Headers(response.headers);
    if (!headers.has("Retry-After")) headers.set("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: 503, statusText: response.statusText, headers });
  };
}
