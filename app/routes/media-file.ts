import type { Route } from "./+types/media-file";
import { serveMediaFile } from "#app/features/media/serve-media-file.server.ts";

// A file made from a library picture, by the hash of its bytes: /media/<hash>.<ext> (ADR 014).
export function loader({ request, context, params }: Route.LoaderArgs) {
  return serveMediaFile(request, context.db, params.file);
}
