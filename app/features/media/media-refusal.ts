/**
 * Why a file was not taken into the library, with the status its answer carries: 413 for a file
 * or picture too large, 415 for a type the library does not take or a file that is not what it
 * claims, 409 for a file already there. Always a 4xx: the file is at fault, not the server.
 */
export type MediaRefusal = {
  status: 409 | 413 | 415;
  message: string;
  /** The item a duplicate is already stored as. */
  existingItemId?: number;
};

export class MediaRefusalError extends Error {
  readonly refusal: MediaRefusal;

  constructor(refusal: MediaRefusal) {
    super(refusal.message);
    this.name = "MediaRefusalError";
    this.refusal = refusal;
  }
}
