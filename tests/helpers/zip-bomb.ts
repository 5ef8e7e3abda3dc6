import { constants, crc32, deflateRawSync } from "node:zlib";
import { buildZip, type DeflatedData } from "./sample-files.ts";

/*
 * A genuine zip bomb: an Office-shaped archive of about 1 MB whose Word part really inflates to
 * 1 GiB. It is built without ever holding the gibibyte: one mebibyte of zeros is deflated once,
 * ending on a sync flush (byte-aligned, nothing referring back past it), and that same block is
 * repeated, then closed with an empty final block. Every reader inflates it to `size` zeros.
 */

const MIB = 1024 * 1024;
/** An empty final block with fixed Huffman codes: BFINAL=1, BTYPE=01, end-of-block. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

const zeroCrcs = new Map<number, number>();

function crcOfZeros(mebibytes: number): number {
  let crc = zeroCrcs.get(mebibytes);
  if (crc === undefined) {
    const block = Buffer.alloc(MIB);
    crc = 0;
    for (let index = 0; index < mebibytes; index += 1) crc = crc32(block, crc);
    zeroCrcs.set(mebibytes, crc);
  }
  return crc;
}

/** `mebibytes` MiB of zeros as a raw deflate stream, with the size and CRC it inflates to. */
export function deflatedZeros(mebibytes: number): DeflatedData {
  const block = deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return {
    deflated: Buffer.concat([...Array.from({ length: mebibytes }, () => block), FINAL_EMPTY_BLOCK]),
    size: mebibytes * MIB,
    crc: crcOfZeros(mebibytes),
  };
}

/** A .docx in every other respect whose word/document.xml inflates to `mebibytes` MiB (1 GiB by default). */
export function zipBombDocx(mebibytes = 1024): Buffer {
  return buildZip([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      deflate: true,
    },
    { name: "_rels/.rels", data: "<Relationships/>", deflate: true },
    { name: "word/document.xml", data: deflatedZeros(mebibytes) },
  ]);
}
