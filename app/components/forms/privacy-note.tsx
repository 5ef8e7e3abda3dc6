/** The short line below a form that takes personal data, linking to the privacy notice. */
export function PrivacyNote({ note }: { note: { text: string; linkLabel: string; href: string } }) {
  return (
    <p className="mt-4 text-sm text-slate-600" data-privacy-note="">
      {note.text}{" "}
      <a href={note.href} className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {note.linkLabel}
      </a>
    </p>
  );
}
