import SQLite from "better-sqlite3";

export interface CopyProgress {
  pagesDone: number;
  pagesTotal: number;
}

const PAGES_PER_STEP = 1000;
const ALL_PAGES = 0x7fffffff;

/**
 * Copies a live SQLite database with SQLite's online backup API (better-sqlite3's `.backup()`),
 * a step of pages at a time so the site's writes go on in between. The copy is consistent: a
 * write by another connection restarts it, and it holds everything committed before its last
 * step. So that a busy site cannot keep restarting it for ever, a restarted copy takes the rest
 * in one step (a read in WAL mode, which blocks no writer).
 */
export async function copySqliteOnline(sourcePath: string, copyPath: string, onProgress?: (progress: CopyProgress) => void): Promise<void> {
  const source = new SQLite(sourcePath, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    let lowestRemaining = Number.POSITIVE_INFINITY;
    let restarted = false;
    await source.backup(copyPath, {
      progress: ({ totalPages, remainingPages }) => {
        if (remainingPages > lowestRemaining) restarted = true;
        lowestRemaining = Math.min(lowestRemaining, remainingPages);
        onProgress?.({ pagesDone: totalPages - remainingPages, pagesTotal: totalPages });
        return restarted ? ALL_PAGES : PAGES_PER_STEP;
      },
    });
  } finally {
    source.close();
  }
}
