import { describe, expect, it } from "vitest";
import { streamCsv } from "./stream-csv.ts";
import { type CsvCell, writeCsv } from "./write-csv.ts";

const header = ["ID", "Name", "Message"];
const batches: CsvCell[][][] = [
  [
    [3, "Zoë O'Brien", 'She said "hi"\nThanks'],
    [2, "=cmd|' /C calc'!A0", null],
  ],
  // Every row of this batch was deleted while the file was being sent.
  [],
  [[1, "Asha", "a; =1+1"]],
];

/** A source that hands out `batches` one at a time and counts how often it was asked. */
function batchSource() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    read: async () => {
      const batch = batches[calls];
      calls += 1;
      return batch ?? null;
    },
  };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return chunks;
}

describe("streamCsv", () => {
  it("sends the same bytes as the whole file, BOM, header and defused formulas included, one chunk per batch with rows", async () => {
    const chunks = await readAll(streamCsv(header, batchSource().read));
    const streamed = Buffer.concat(chunks);
    expect(streamed.equals(Buffer.from(writeCsv(header, batches.flat()), "utf8"))).toBe(true);
    expect(streamed.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(streamed.toString("utf8")).toContain(`2,"'=cmd|' /C calc'!A0",\r\n`);
    // The header, then the two batches that had rows.
    expect(chunks.map((chunk) => Buffer.from(chunk).toString("utf8").split("\r\n").length - 1)).toEqual([1, 2, 1]);
  });

  it("reads a batch only when the reader asks for more, and nothing after a cancel", async () => {
    const source = batchSource();
    const stream = streamCsv(header, source.read);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.calls).toBe(0);

    const reader = stream.getReader();
    expect(Buffer.from((await reader.read()).value!).toString("utf8")).toBe('\uFEFF"ID","Name","Message"\r\n');
    expect(source.calls).toBe(0);
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.calls).toBe(1);

    await reader.cancel();
    expect(source.calls).toBe(1);
  });

  it("ends with the header alone when no row matches", async () => {
    const chunks = await readAll(streamCsv(header, async () => null));
    expect(Buffer.concat(chunks).toString("utf8")).toBe('\uFEFF"ID","Name","Message"\r\n');
  });
});
