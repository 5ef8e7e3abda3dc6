import { SiteDocumentEditor, type EditableDocument } from "#app/features/admin/documents/site-document-editor.tsx";
import { AvailablePictures, type AvailablePicture } from "#app/features/admin/pages/fields/picture-control.tsx";
import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { LongTextControl, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { DescriptionCount } from "#app/features/admin/pages/description-count.tsx";
import { errorsUnder } from "#app/features/admin/pages/page-form-errors.ts";
import { PagePreviewFrame } from "#app/features/admin/pages/page-preview-frame.tsx";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";
import type { Album } from "#app/model/album.ts";
import { celebrationsPageSchema, type CelebrationsPage } from "#app/model/celebrations-page.ts";
import { AlbumPhotosFields } from "./album-photos-fields.tsx";

/** An address no other album has. */
function freshAlbumId(albums: readonly Album[]): string {
  for (let number = albums.length + 1; ; number += 1) {
    const id = `album-${number}`;
    if (!albums.some((album) => album.id === id)) return id;
  }
}

/** The celebrations gallery: the page's lead and its albums of photos, beside a live preview. */
export function CelebrationsEditor({ celebrations, pictures }: { celebrations: EditableDocument<CelebrationsPage>; pictures: readonly AvailablePicture[] }) {
  return (
    <AvailablePictures.Provider value={pictures}>
      <SiteDocumentEditor
        editable={celebrations}
        schema={celebrationsPageSchema}
        publishedMessage="Published: visitors see these albums now."
        revisionsPath="/admin/celebrations/revisions"
        describeTheirs={(theirs) => `Their version has ${theirs.albums.length} albums, the first “${theirs.albums[0]?.name ?? ""}”.`}
      >
        {(document, edit, errors) => (
          <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <div className="min-w-0 space-y-8">
              <EditorGroup id="celebrations-page" title="The page">
                <LongTextControl id="celebrations-lead" label="Lead" value={document.lead} onChange={(lead) => edit({ ...document, lead })} error={errors.lead} hint="One or two sentences under the banner heading." />
                <LongTextControl
                  id="celebrations-description"
                  label="Meta description"
                  value={document.description}
                  onChange={(description) => edit({ ...document, description })}
                  error={errors.description}
                  hint={<DescriptionCount id="celebrations-description-count" length={document.description.length} />}
                />
              </EditorGroup>
              <EditorGroup id="celebrations-albums" title="Albums" description="Visitors see the albums in this order; newest first reads best.">
                <ListControl<Album>
                  id="albums"
                  legend="Albums"
                  itemLabel="Album"
                  items={document.albums}
                  onChange={(albums) => edit({ ...document, albums })}
                  newItem={() => ({ id: freshAlbumId(document.albums), name: "", month: new Date().toISOString().slice(0, 7), description: "", photos: [] })}
                  error={errorsUnder(errors, "albums")[""]}
                  renderItem={(album, update, index) => {
                    const albumErrors = errorsUnder(errors, `albums.${index}`);
                    return (
                      <>
                        <div className="grid gap-4 sm:grid-cols-2">
                          <TextControl id={`albums-${index}-name`} label="Name" value={album.name} onChange={(name) => update({ ...album, name })} error={albumErrors.name} />
                          <TextControl id={`albums-${index}-month`} label="Month" type="month" value={album.month} onChange={(month) => update({ ...album, month })} error={albumErrors.month} />
                        </div>
                        <TextControl id={`albums-${index}-id`} label="Address on the page" value={album.id} onChange={(id) => update({ ...album, id })} error={albumErrors.id} hint={<>Links to the album end in #{album.id || "…"}</>} />
                        <LongTextControl id={`albums-${index}-description`} label="Description" value={album.description} onChange={(description) => update({ ...album, description })} error={albumErrors.description} />
                        <AlbumPhotosFields id={`albums-${index}`} albumId={album.id} albumName={album.name} photos={album.photos} onChange={(photos) => update({ ...album, photos })} errors={errorsUnder(albumErrors, "photos")} />
                      </>
                    );
                  }}
                />
              </EditorGroup>
            </div>
            <div className="min-w-0 xl:sticky xl:top-36 xl:h-[calc(100vh-10rem)]">
              <PagePreviewFrame src="/admin/celebrations/preview" document={document} />
            </div>
          </div>
        )}
      </SiteDocumentEditor>
    </AvailablePictures.Provider>
  );
}
