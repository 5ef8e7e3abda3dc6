import type { Album, GalleryPhoto } from "#app/model/album.ts";
import type { CelebrationsPage } from "#app/model/celebrations-page.ts";

// Albums of the "Our Celebrations" gallery. The photos are illustrations drawn by
// scripts/gallery/generate.ts, which reads this list: album ids, the order of their photos and photo
// counts here decide the files it writes to public/gallery/<album-id>/<nn>-<width>.<ext>.

/** Intrinsic size of every full-size photo (4:3). */
export const GALLERY_PHOTO_SIZE = { width: 1200, height: 900 } as const;

/** Widths rendered per photo: 400 is the thumbnail, 1200 the full view. */
export const GALLERY_WIDTHS = [400, 800, 1200] as const;

function photos(albumId: string, alts: readonly string[]): GalleryPhoto[] {
  return alts.map((alt, index) => {
    const nn = String(index + 1).padStart(2, "0");
    const base = `/gallery/${albumId}/${nn}`;
    const srcSet = (ext: "avif" | "webp") => GALLERY_WIDTHS.map((w) => `${base}-${w}.${ext} ${w}w`).join(", ");
    return {
      id: `${albumId}-${nn}`,
      alt,
      thumb: { avif: `${base}-400.avif`, webp: `${base}-400.webp`, jpg: `${base}-400.jpg` },
      full: { avif: `${base}-1200.avif`, webp: `${base}-1200.webp`, srcSetAvif: srcSet("avif"), srcSetWebp: srcSet("webp") },
      width: GALLERY_PHOTO_SIZE.width,
      height: GALLERY_PHOTO_SIZE.height,
    };
  });
}

export const celebrationsIntro: { lead: string; description: string } = {
  lead: "Festivals, offsites and theme days: the moments our Pune team makes time for between releases.",
  description:
    "Life at Kairav Technologies in pictures: ethnic wear day, an offshore meeting by the sea, annual day, theme day and our Independence Day event.",
};

/** Newest first, whatever order they are written in below. */
export const albums: Album[] = newestFirst([
  {
    id: "ethnic-wear-day",
    name: "Ethnic Wear Day",
    month: "2025-10",
    description:
      "Before Diwali the office swapped shirts for sarees, kurtas and sherwanis. We drew a rangoli at the entrance, lit diyas at reception and turned the aisle into a ramp.",
    photos: photos("ethnic-wear-day", [
      "Seven colleagues in sarees, lehengas, kurtas and sherwanis pose in the office lobby under a marigold garland, with a rangoli and a row of lit diyas in front of them.",
      "Colleagues in festive wear stand in an arc behind a large round rangoli in pink, saffron and teal, ringed with lit diyas; two of them hold plates of diyas.",
      "Two colleagues in festive wear walk a maroon carpet down the office aisle like a ramp while teammates by the desks on both sides clap and cheer under strings of lights.",
      "Four colleagues in ethnic wear crowd in for a selfie in front of a backdrop of hanging marigold strands and fairy lights.",
      "At reception a colleague lights a tall brass lamp at dusk while others in festive wear hold plates of diyas and a bouquet.",
    ]),
  },
  {
    id: "offshore-meeting",
    name: "Offshore Meeting",
    month: "2025-02",
    description:
      "Three days by the sea to plan the year's roadmap with the whole delivery team: working sessions on an open deck in the mornings, the beach and the boat in the evenings.",
    photos: photos("offshore-meeting", [
      "The team strolls along the beach at sunset past palm trees, a beach umbrella and sun loungers, one colleague holding a coconut.",
      "Colleagues lean on the railing of a boat deck as the sun sets over the sea, with gulls overhead.",
      "The team sits at a long table on an open-air deck by the sea, laptops open, while a colleague presents a bar chart on a screen.",
      "Dinner on the sand at dusk: the team at a long table with lanterns under strings of lights, the sea behind them and a bonfire burning nearby.",
    ]),
  },
  {
    id: "annual-day",
    name: "Annual Day",
    month: "2024-12",
    description:
      "Our annual day brought every team and their families into one hall for awards, performances and a finale on stage. Twelve moments from the evening.",
    photos: photos("annual-day", [
      "Wide view of the annual day stage from the back of the hall: red curtains, coloured spotlight beams and dancers on stage above a crowd of audience silhouettes.",
      "A colleague holds up a newly presented gold trophy on stage while the presenter and the host applaud under a warm spotlight.",
      "Five dancers in matching teal and gold costumes perform a group dance as magenta and amber light beams cross the stage.",
      "The winning team raises its trophy on stage as confetti falls around them.",
      "A speaker at the podium points to a growth chart on a large screen as the hall listens.",
      "A solo classical dancer strikes a pose in a single circle of light on a dark stage, musicians playing in the half-light.",
      "The office band plays on stage under purple lights: a guitarist, a singer with a microphone, a drummer and a keyboard player.",
      "The audience cheers with raised arms and phone lights, looking towards the glowing stage.",
      "Two team leads cut a three-tier cake while colleagues clap and cheer, with balloons and bunting behind them.",
      "The evening opens with a colleague lighting a tall brass lamp under a marigold arch on stage, flower petals on the floor.",
      "A table of trophies, medals and framed certificates waits under a spotlight before the awards.",
      "Everyone on stage for the finale, arms raised, with streamers and fireworks lighting up the backdrop.",
    ]),
  },
  {
    id: "theme-day",
    name: "Theme Day",
    month: "2025-07",
    description:
      "Each team picked a theme — retro, sports or the movies — and came dressed for it, desks and all. Sixteen photos from a very loud Friday.",
    photos: photos("theme-day", [
      "Retro floor: colleagues in bell-bottoms, polka dots and big hair dance on a light-up disco floor under a mirror ball.",
      "A desk decorated for retro day with a vintage TV, vinyl records and a lava lamp, its owner in sunglasses and a polka-dot dress.",
      "A retro group pose in front of a 1970s sunburst wall, one colleague holding a boombox on their shoulder.",
      "Two colleagues play on retro arcade cabinets with glowing screens while others watch.",
      "A colleague picks a song on a jukebox as two others dance beside it under neon signs.",
      "Sports floor: a team in matching jerseys poses with a football, a cricket bat and a trophy under pennant bunting.",
      "Desks turned into a small stadium, with a toy goal, pennants, balls and jerseys hung over the chairs.",
      "A table tennis match in the office breakout area, with colleagues cheering from the side.",
      "Two teams in jerseys pull hard in a tug of war across the office lawn.",
      "A cheer squad with pom-poms and foam fingers rallies for their team in the office cafeteria.",
      "Movie floor: colleagues in gowns and a tuxedo walk a red carpet between velvet ropes under spotlights.",
      "Colleagues dressed as caped superheroes strike poses in front of a comic-book burst backdrop.",
      "A desk set up as a film set with a clapperboard, film reels, a director's chair and a camera on a tripod, its owner in a beret holding a megaphone.",
      "A screening corner: colleagues seen from behind in rows of red seats with popcorn, watching a film on a big screen.",
      "Colleagues in cowboy hats and waistcoats pose among cactus props in a Wild West corner.",
      "A pirate crew in tricorn hats gathers around a treasure chest and a ship's wheel.",
    ]),
  },
  {
    id: "independence-day-event",
    name: "Independence Day Event",
    month: "2025-08",
    description:
      "On 15 August we hoisted the flag at the Pune office, then spent the day on kites, songs and a cultural programme in saffron, white and green.",
    photos: photos("independence-day-event", [
      "Colleagues stand in silhouette saluting as the national flag is hoisted on the office lawn at dawn, with flower petals in the air.",
      "Colleagues fly tricolour kites from the office terrace on a bright, breezy morning.",
      "Dancers in saffron, white and green perform on a stage draped in tricolour fabric.",
      "The team poses under a saffron, white and green balloon arch in the office lobby, holding small flags.",
      "A choir of colleagues in white kurtas and saffron and green stoles sings patriotic songs on stage below the national flag.",
      "Colleagues walk together along a tree-lined road waving small flags and carrying tricolour balloons.",
    ]),
  },
]);

function newestFirst(list: Album[]): Album[] {
  return [...list].sort((a, b) => b.month.localeCompare(a.month));
}

/** The gallery page a new site starts with; staff change it at /admin/celebrations. */
export const celebrationsPage: CelebrationsPage = { ...celebrationsIntro, albums };
