/** The resource route that renders Markdown for the editor's live preview (POST, staff and CSRF token). */
export const PREVIEW_PATH = "/admin/posts/preview";
/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;
