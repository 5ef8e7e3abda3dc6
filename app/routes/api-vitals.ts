import type { Route } from "./+types/api-vitals";
import { receiveVitals } from "#app/features/vitals/receive-vitals.server.ts";

// The browser's web-vitals beacons (see app/features/vitals/report-web-vitals.ts). The site's Node
// server answers their POSTs itself, with the same checks (server/answer-vitals-beacon.ts); this
// route answers the rest, and any beacon served without that server in front.
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVitals(request, context);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return receiveVitals(request, context);
}
