/*
 * A picture the site ships with, as its detail page shows it: the file pages show, and the list
 * of its files (several widths and formats for a photo, one file for a drawing).
 */

export function BuiltinPicturePreview({ src, width, height, alt }: { src: string; width: number; height: number; alt: string }) {
  return (
    <div className="flex justify-center overflow-hidden rounded-2xl border border-slate-200 bg-white p-2 sm:p-4">
      <img src={src} alt={alt} width={width} height={height} className="block h-auto max-h-[28rem] w-auto max-w-full object-contain" />
    </div>
  );
}

export function BuiltinFilesList({ files }: { files: string[] }) {
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 lg:min-h-0">Files of the site ({files.length})</summary>
      <ul className="mt-2 space-y-1">
        {files.map((file) => (
          <li key={file} className="[overflow-wrap:anywhere]">
            <a href={file} className="text-brand-800 underline underline-offset-4">
              {file}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
