import { ModalDialogElement } from "#app/components/modal/modal-dialog-element.ts";
import { photoCounterText, type ViewerData } from "./photo-viewer-data.ts";
import { stepGallery, type GalleryPosition } from "./step-gallery.ts";

// Changes the text node React rendered rather than replacing it, so a later React render still finds it.
function setText(element: Element, text: string) {
  const only = element.childNodes.length === 1 ? element.firstChild : null;
  if (only instanceof Text) only.data = text;
  else element.textContent = text;
}

/**
 * `<kairav-photo-gallery>` (photo-gallery.tsx): a thumbnail (`data-album`, `data-photo`) opens the
 * viewer, the `<kairav-modal-dialog>` inside, on its photo; the previous and next buttons
 * (`data-gallery-step`) and the arrow keys step through every album as one sequence. The photos'
 * data sits in the `<script type="application/json">` beside the viewer.
 */
export class PhotoGalleryElement extends HTMLElement {
  #data: ViewerData | null = null;
  #position: GalleryPosition = { album: 0, photo: 0 };

  connectedCallback(): void {
    this.addEventListener("click", this.#onClick);
    this.addEventListener("keydown", this.#onKeyDown);
  }

  disconnectedCallback(): void {
    this.removeEventListener("click", this.#onClick);
    this.removeEventListener("keydown", this.#onKeyDown);
  }

  get #viewer(): ModalDialogElement | null {
    const viewer = this.querySelector(":scope > kairav-modal-dialog");
    return viewer instanceof ModalDialogElement ? viewer : null;
  }

  #onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const thumbnail = target?.closest<HTMLElement>("[data-album][data-photo]");
    if (thumbnail && this.contains(thumbnail)) {
      // Read afresh at each opening: React may have rendered other albums since.
      const text = this.querySelector(':scope > script[type="application/json"]')?.textContent;
      this.#data = text ? (JSON.parse(text) as ViewerData) : null;
      this.#show({ album: Number(thumbnail.dataset.album), photo: Number(thumbnail.dataset.photo) });
      this.#viewer?.show(thumbnail);
      return;
    }
    const stepper = target?.closest<HTMLElement>("[data-gallery-step]");
    if (stepper && this.contains(stepper)) this.#step(stepper.dataset.galleryStep === "-1" ? -1 : 1);
  };

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    if (!(event.target instanceof Node) || !this.#viewer?.contains(event.target)) return;
    event.preventDefault();
    this.#step(event.key === "ArrowRight" ? 1 : -1);
  };

  #step(direction: 1 | -1): void {
    if (!this.#data) return;
    this.#show(stepGallery(this.#data.albums.map((album) => album.photos.length), this.#position, direction));
  }

  #show(position: GalleryPosition): void {
    const album = this.#data?.albums[position.album];
    const photo = album?.photos[position.photo];
    const dialog = this.#viewer?.querySelector("dialog");
    if (!album || !photo || !dialog) return;
    this.#position = position;
    const title = dialog.ownerDocument.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
    if (title) setText(title, album.name);
    dialog.querySelector('source[type="image/avif"]')?.setAttribute("srcset", photo.srcSetAvif);
    dialog.querySelector('source[type="image/webp"]')?.setAttribute("srcset", photo.srcSetWebp);
    const image = dialog.querySelector("picture img");
    // The photo's text alternative is its thumbnail's (photo-viewer-data.ts).
    const alt = this.querySelector<HTMLImageElement>(`[data-album="${position.album}"][data-photo="${position.photo}"] img`)?.alt ?? "";
    if (image instanceof HTMLImageElement) Object.assign(image, { src: photo.src, alt, width: photo.width, height: photo.height });
    const counter = dialog.querySelector("[data-gallery-counter]");
    if (counter) setText(counter, photoCounterText(position.photo + 1, album.photos.length));
  }
}
