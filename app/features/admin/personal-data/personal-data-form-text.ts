/** The classes of a text field in the personal data forms, as the console's other forms draw them. */
export const FIELD_CLASS =
  "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-offset-1 focus:outline-brand-700 aria-[invalid=true]:border-red-700";

export type PersonalDataErrors = { email?: string; confirmation?: string };
