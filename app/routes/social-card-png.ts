import type { Route } from "./+types/social-card-png";
import { getSocialCard } from "#app/features/social-cards/get-social-card.server.ts";

// /social-cards/<section>/<id>-<version>.png: an item's generated card (ADR 025). The version is
// part of the address, so a card's file never changes and may be kept for a year.
export async function loader({ params, context }: Route.LoaderArgs) {
  const png = await getSocialCard(context.db, params.section, params.file);
  if (!png) {
    return new Response("No such card.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
    });
  }
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
