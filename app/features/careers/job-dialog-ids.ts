/**
 * The ids of the careers page's dialogs. The server markup hands them to the page's scripts (data
 * attributes, the island's props) instead of the scripts importing them: a module the element, the
 * island and the route all imported would be one more chunk for the browser to load.
 */

/** One application dialog serves every opening: the Apply Now button that opens it says which. */
export const APPLICATION_DIALOG_ID = "job-application";

/** Each opening's detail dialog ('View & Apply'). */
export function detailDialogId(jobId: number): string {
  return `job-${jobId}-detail`;
}
