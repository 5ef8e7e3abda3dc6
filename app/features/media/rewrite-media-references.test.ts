import { describe, expect, it } from "vitest";
import { builtinFiles, variantFiles } from "./library-item-files.ts";
import { mediaFileUrl } from "./media-file-url.ts";
import { mentionsAny, replacementUrls, rewriteMediaReferences, type VariantRef } from "./rewrite-media-references.ts";

const hash = (seed: string) => seed.repeat(32).slice(0, 32);
const old: VariantRef[] = [
  { format: "avif", width: 320, hash: hash("a") },
  { format: "avif", width: 640, hash: hash("b") },
  { format: "jpeg", width: 320, hash: hash("c") },
  { format: "jpeg", width: 640, hash: hash("d") },
];
// The new picture is narrower (480 px) and has transparency: its fallback is PNG.
const replacement: VariantRef[] = [
  { format: "avif", width: 320, hash: hash("1") },
  { format: "avif", width: 480, hash: hash("2") },
  { format: "png", width: 320, hash: hash("3") },
  { format: "png", width: 480, hash: hash("4") },
];

describe("moving a document to a replaced file", () => {
  it("maps each old file to the same format (fallback to fallback) at the nearest width not above it", () => {
    const moves = replacementUrls(variantFiles(old), replacement);
    expect(Object.fromEntries(moves)).toEqual({
      [mediaFileUrl(old[0]!)]: mediaFileUrl(replacement[0]!),
      [mediaFileUrl(old[1]!)]: mediaFileUrl(replacement[1]!),
      [mediaFileUrl(old[2]!)]: mediaFileUrl(replacement[2]!),
      [mediaFileUrl(old[3]!)]: mediaFileUrl(replacement[3]!),
    });
    // A new picture wider than every old file still gets its narrowest.
    expect(replacementUrls(variantFiles([{ format: "webp", width: 100, hash: hash("e") }]), [{ format: "webp", width: 320, hash: hash("5") }]).get(mediaFileUrl({ format: "webp", hash: hash("e") }))).toBe(
      mediaFileUrl({ format: "webp", hash: hash("5") }),
    );
  });

  it("rewrites every mention, gives a moved picture the new aspect ratio at its width, and leaves the rest alone", () => {
    const document = {
      title: "Cloud Management",
      banner: { picture: { src: mediaFileUrl(old[3]!), width: 640, height: 480, alt: "Our team" } },
      sections: [{ kind: "text", body: `See ${mediaFileUrl(old[2]!)} and ${mediaFileUrl(old[2]!)}.` }, { kind: "picture", picture: { src: "/diagrams/layers.svg", width: 800, height: 600, alt: "" } }],
    };
    const { value, changed } = rewriteMediaReferences(document, replacementUrls(variantFiles(old), replacement), { width: 480, height: 480 });
    expect(changed).toBe(true);
    expect(value).toEqual({
      title: "Cloud Management",
      banner: { picture: { src: mediaFileUrl(replacement[3]!), width: 640, height: 640, alt: "Our team" } },
      sections: [{ kind: "text", body: `See ${mediaFileUrl(replacement[2]!)} and ${mediaFileUrl(replacement[2]!)}.` }, { kind: "picture", picture: { src: "/diagrams/layers.svg", width: 800, height: 600, alt: "" } }],
    });
    expect(document.banner.picture.src).toBe(mediaFileUrl(old[3]!));
  });

  it("reports no change for a document that does not mention the files", () => {
    const document = { title: "Other", picture: { src: "/images/x.jpg", width: 1, height: 1, alt: "x" } };
    expect(rewriteMediaReferences(document, replacementUrls(variantFiles(old), replacement), { width: 1, height: 1 })).toEqual({ value: document, changed: false });
  });

  it("finds a mention anywhere in a document, and only a whole address", () => {
    const urls = [mediaFileUrl(old[0]!)];
    expect(mentionsAny({ a: [{ b: `x ${urls[0]} y` }] }, urls)).toBe(true);
    expect(mentionsAny({ a: [hash("a")] }, urls)).toBe(false);
    expect(mentionsAny(null, urls)).toBe(false);
  });

  it("moves a built-in drawing to the new fallback and gives the picture the new files' srcsets", () => {
    const drawing = builtinFiles(JSON.stringify(["/diagrams/layers.svg"]), 960);
    expect(drawing).toEqual([{ url: "/diagrams/layers.svg", format: "svg", width: 960 }]);
    const moves = replacementUrls(drawing, replacement);
    expect(Object.fromEntries(moves)).toEqual({ "/diagrams/layers.svg": mediaFileUrl(replacement[3]!) });
    const responsive = { avif: `${mediaFileUrl(replacement[1]!)} 480w`, webp: `${mediaFileUrl(replacement[1]!)} 480w`, fallback: `${mediaFileUrl(replacement[3]!)} 480w` };
    const document = { picture: { src: "/diagrams/layers.svg", width: 960, height: 540, alt: "Layers" } };
    expect(rewriteMediaReferences(document, moves, { width: 480, height: 240 }, responsive).value).toEqual({
      picture: { src: mediaFileUrl(replacement[3]!), width: 960, height: 480, alt: "Layers", responsive },
    });
  });

  it("reads a built-in photo's widths from its file names", () => {
    const files = builtinFiles(JSON.stringify(["/gallery/a/01-1200.webp", "/gallery/a/01-400.jpg"]), 1200);
    expect(files).toEqual([
      { url: "/gallery/a/01-1200.webp", format: "webp", width: 1200 },
      { url: "/gallery/a/01-400.jpg", format: "jpeg", width: 400 },
    ]);
    const photo: VariantRef[] = [...replacement, { format: "webp", width: 320, hash: hash("6") }, { format: "webp", width: 960, hash: hash("7") }];
    expect(Object.fromEntries(replacementUrls(files, photo))).toEqual({
      "/gallery/a/01-1200.webp": mediaFileUrl(photo[5]!),
      "/gallery/a/01-400.jpg": mediaFileUrl(replacement[2]!),
    });
  });
});
