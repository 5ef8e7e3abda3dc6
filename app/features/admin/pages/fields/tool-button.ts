/** The small buttons that move, add, duplicate and remove entries in the page editor. */
export const toolButtonClass =
  "rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-700 disabled:cursor-not-allowed disabled:opacity-40";
