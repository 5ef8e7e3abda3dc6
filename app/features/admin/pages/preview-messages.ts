/** The editor posts the page being edited to its preview frame with this type. */
export const PREVIEW_MESSAGE = "kairav:page-preview";
/** The preview frame says it is ready for the page with this type. */
export const PREVIEW_READY_MESSAGE = "kairav:page-preview-ready";
