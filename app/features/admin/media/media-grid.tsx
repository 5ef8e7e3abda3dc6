import { Link } from "react-router";
import { formatFileSize } from "#app/lib/uploads/file-types.ts";
import { MEDIA_KIND_LABELS } from "#app/features/media/media-limits.ts";
import type { MediaListItem } from "./list-media.server.ts";
import { MediaAltBadge } from "./media-alt-badge.tsx";

/**
 * The library as cards: the picture on its own colour while it loads, its name (the link to its
 * details), kind, size and whether it has alt text yet. On a phone a list, each picture beside its
 * details (two cards abreast leave a badge no room); from 480 px a grid of up to four columns.
 * A picture the site ships with says "built in" where an upload gives its size.
 */
export function MediaGrid({ items, label }: { items: MediaListItem[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 min-[30rem]:max-sm:balanced-2 sm:grid-cols-3 sm:max-lg:balanced-3 lg:grid-cols-4 lg:balanced-4">
      {items.map((item) => {
        const smallest = item.thumbnails[0];
        return (
          <li key={item.id} className="card flex min-[30rem]:flex-col">
            <div
              className="aspect-square w-24 shrink-0 overflow-hidden rounded-l-2xl min-[30rem]:aspect-[4/3] min-[30rem]:w-auto min-[30rem]:rounded-l-none min-[30rem]:rounded-t-2xl"
              style={{ backgroundColor: item.dominantColor }}
            >
              {smallest ? (
                <img
                  src={smallest.url}
                  srcSet={item.thumbnails.map((thumbnail) => `${thumbnail.url} ${thumbnail.width}w`).join(", ")}
                  sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, (min-width: 30rem) 50vw, 6rem"
                  // The card's link names the picture; the preview adds nothing a screen reader needs.
                  alt=""
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  decoding="async"
                  // A drawing shown whole; a photo fills the card.
                  className={item.kind === "svg" ? "size-full bg-white object-contain" : "size-full object-cover"}
                />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
              <h3 className="font-semibold [overflow-wrap:anywhere]">
                <Link to={`/admin/media/${item.id}`} className="text-brand-900 underline underline-offset-4 hover:text-brand-700">
                  {item.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">
                {`${MEDIA_KIND_LABELS[item.kind]} · ${item.width} × ${item.height} · ${item.builtIn ? "built in" : formatFileSize(item.byteSize)}`}
              </p>
              <div className="mt-auto">
                <MediaAltBadge state={item.altState} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
