/**
 * Why an export, import, backup or restore would not go on. Each kind has its own message and
 * the command line prints it as it is; `nothingChanged` says whether the target was left as it was.
 */
export type ArchiveProblem =
  | "not-an-archive"
  | "truncated"
  | "corrupted"
  | "wrong-passphrase"
  | "passphrase-needed"
  | "newer-schema"
  | "target-not-empty"
  | "target-in-use"
  | "unsupported";

export class ArchiveError extends Error {
  readonly problem: ArchiveProblem;

  constructor(problem: ArchiveProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ArchiveError";
    this.problem = problem;
  }
}
