import { CSV_BYTE_ORDER_MARK, type CsvCell, csvRecord } from "./write-csv.ts";

/** The next records of the file, or null once there are no more. */
export type ReadCsvRows = () => Promise<readonly (readonly CsvCell[])[] | null>;

/**
 * A CSV file as a byte stream of one chunk per batch of records: the byte order mark and the
 * header first, then whatever `readRows` returns, each time the reader asks for more. Nothing is
 * read ahead (a high-water mark of 0), so a slow download reads the database no faster than the
 * client takes the file, and a cancelled one stops reading it.
 */
export function streamCsv(header: readonly string[], readRows: ReadCsvRows): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(CSV_BYTE_ORDER_MARK + csvRecord(header)));
          return;
        }
        // A pull that enqueues nothing is not repeated, so a batch whose rows all went away
        // (deleted during the export) is skipped here rather than leaving the reader waiting.
        for (;;) {
          const rows = await readRows();
          if (rows === null) {
            controller.close();
            return;
          }
          if (rows.length > 0) {
            controller.enqueue(encoder.encode(rows.map(csvRecord).join("")));
            return;
          }
        }
      },
    },
    { highWaterMark: 0 },
  );
}
