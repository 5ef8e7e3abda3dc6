import { useState } from "react";

/**
 * Recovery codes, shown once after they are made: as a list to read, a file to download (a data:
 * link, so it works before any script runs) and a copy button for password managers.
 */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<"no" | "yes" | "failed">("no");
  const text = `Kairav Technologies staff console: recovery codes\nEach code works once.\n\n${codes.join("\n")}\n`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied("yes");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <section aria-labelledby="recovery-codes-heading" className="card border-l-4 border-l-support-700 p-5 sm:p-6">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-slate-900">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Keep these somewhere safe, away from your phone. Each one signs you in once when you cannot use your authenticator app. They are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="mt-4 grid gap-2 font-mono text-base text-slate-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-2 break-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a className="btn-primary" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="kairav-recovery-codes.txt">
          Download codes
        </a>
        <button type="button" className="btn-outline" onClick={copy}>
          Copy codes
        </button>
        <span role="status" className="text-sm text-slate-700">
          {copied === "yes" ? "Copied." : copied === "failed" ? "Could not copy: select the codes and copy them instead." : ""}
        </span>
      </div>
    </section>
  );
}
