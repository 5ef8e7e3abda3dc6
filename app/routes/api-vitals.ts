import type { Route } from "./+types/api-vitals";
import { receiveVitals } from "#app/features/vitals/receive-vitals.server.ts";

// The browser's web-vitals beacons land here (see app/features/vitals/report-web-vitals.ts).
export async function action({ request, context }: Route.ActionArgs) {
  return receiveVitals(request, context);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return receiveVitals(request, context);
}
