import { multipartBody, type MultipartPart } from "#tests/helpers/multipart.ts";
import type { RawSendPlan } from "#tests/helpers/raw-http.ts";
import { createSeededRandom, type SeededRandom } from "#tests/helpers/seeded-random.ts";

/*
 * The inputs of the multipart fuzz test. Each case is made from its own generator seeded with
 * (run seed, case number), so a case can be rebuilt alone, whatever ran before it or beside it.
 * Most cases start from a form a browser would send and break it in one way; the rest are
 * hostile from the first byte.
 */

export type FuzzTarget = "enquiry" | "application" | "comment";

export type FuzzContext = {
  postId: number;
  jobId: number;
  pdf: Buffer;
  docx: Buffer;
  png: Buffer;
  /** A solved captcha (each is accepted once). */
  solveCaptcha(): Promise<string>;
};

/** How the action answers: JSON (the form endpoints), the page (a post without JavaScript) or route data (the comment form's script). */
export type AnswerKind = "json" | "page" | "data";

export type FuzzCase = {
  index: number;
  family: string;
  target: FuzzTarget;
  answerKind: AnswerKind;
  head: string;
  body: Buffer;
  plan: RawSendPlan;
  /** Built as a browser would send it: the server may accept it. */
  mayBeAccepted: boolean;
  /** Left unfinished on purpose: the server must time it out (408) or close it. */
  stalls: boolean;
};

const BOUNDARY = "----KairavFuzzBoundary0123456789";
function endpoint(target: FuzzTarget, random: SeededRandom, context: FuzzContext): { path: string; answerKind: AnswerKind } {
  if (target === "enquiry") return { path: "/api/enquiries", answerKind: "json" };
  if (target === "application") return { path: "/api/applications", answerKind: "json" };
  // Mostly as the page's script posts it: the same action, without rendering the whole page for every refusal.
  return random.chance(0.9) ? { path: `/blog/${context.postId}.data`, answerKind: "data" } : { path: `/blog/${context.postId}`, answerKind: "page" };
}

type Form = { parts: MultipartPart[]; fileBytes: number };

async function browserForm(target: FuzzTarget, random: SeededRandom, context: FuzzContext, withCaptcha: boolean): Promise<Form> {
  const word = () => random.pick(["Asha", "Zoë", "O'Brien", "Kulkarni", "Ñandú", "李", "Müller", "naïve", "quote", "platform"]);
  const text = (words: number) => Array.from({ length: words }, word).join(" ");
  const parts: MultipartPart[] = [];
  let fileBytes = 0;
  if (target === "comment") {
    parts.push({ name: "name", value: text(2) }, { name: "message", value: text(random.int(0, 40)) }, { name: "website", value: "" });
  } else {
    parts.push(
      { name: "name", value: text(2) },
      { name: "email", value: `visitor${random.int(1, 99_999)}@example.com` },
      { name: "phone", value: `+91-98765${random.int(10_000, 99_999)}` },
      { name: "message", value: text(random.int(3, 60)) },
      { name: "website", value: "" },
    );
    if (target === "application") parts.push({ name: "jobId", value: String(context.jobId) });
    const fileField = target === "enquiry" ? "attachment" : "cv";
    const file = random.pick(target === "enquiry" ? [context.pdf, context.png, null] : [context.pdf, context.docx]);
    if (file) {
      const fileName = file === context.pdf ? "brief.pdf" : file === context.png ? "diagram.png" : "cv.docx";
      parts.push({ name: fileField, fileName, data: file, contentType: "application/octet-stream" });
      fileBytes = file.length;
    } else if (target === "enquiry") {
      // An empty file input, as a browser sends it.
      parts.push({ name: fileField, fileName: "", data: Buffer.alloc(0) });
    }
  }
  if (withCaptcha) parts.push({ name: "altcha", value: await context.solveCaptcha() });
  return { parts, fileBytes };
}

function head(path: string, headers: Record<string, string | number | undefined>): string {
  const lines = [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close", "Accept: application/json, text/html"];
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) lines.push(`${name}: ${value}`);
  return lines.join("\r\n");
}

const multipartType = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;

function flipBytes(body: Buffer, random: SeededRandom, count: number): Buffer {
  const copy = Buffer.from(body);
  for (let index = 0; index < count; index += 1) copy[random.int(0, copy.length - 1)] = random.int(0, 255);
  return copy;
}

/** The body as Transfer-Encoding: chunked sends it. */
function chunkEncode(body: Buffer, chunkBytes = 64 * 1024): Buffer {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += chunkBytes) {
    const chunk = body.subarray(offset, offset + chunkBytes);
    pieces.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n"));
  }
  pieces.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(pieces);
}

/** Repeated filler, fast to make in megabytes (random bytes would be slow and no more telling). */
function filler(length: number, random: SeededRandom): Buffer {
  return Buffer.alloc(length, random.bytes(97));
}

type Draft = { family: string; contentType?: string; body: Buffer; plan?: RawSendPlan; extraHeaders?: Record<string, string>; contentLength?: number | null; mayBeAccepted?: boolean; stalls?: boolean };

/** Families of broken input, each a function of the generator and a browser-made form. */
const families: { name: string; weight: number; make(random: SeededRandom, form: Form, target: FuzzTarget): Draft }[] = [
  {
    name: "valid",
    weight: 5,
    make: (_random, form) => ({ family: "valid", body: multipartBody(form.parts, BOUNDARY), contentType: multipartType(), mayBeAccepted: true }),
  },
  {
    name: "truncated",
    weight: 12,
    make: (random, form) => {
      const whole = multipartBody(form.parts, BOUNDARY);
      return { family: "truncated", body: whole.subarray(0, random.int(0, whole.length - 3)), contentType: multipartType() };
    },
  },
  {
    name: "flipped bytes",
    weight: 10,
    make: (random, form) => {
      const body = flipBytes(multipartBody(form.parts, BOUNDARY), random, random.int(1, 24));
      // A flip inside the message text leaves a valid form: that may be accepted.
      return { family: "flipped bytes", body, contentType: multipartType(), mayBeAccepted: true };
    },
  },
  {
    name: "boundary",
    weight: 12,
    make: (random, form) => {
      const variant = random.int(0, 8);
      const body = multipartBody(form.parts, BOUNDARY);
      const long = "b".repeat(random.int(71, 4000));
      const contentType = [
        "multipart/form-data",
        "multipart/form-data; boundary=",
        'multipart/form-data; boundary=""',
        multipartType("another-boundary"),
        multipartType(long),
        `multipart/form-data; boundary=${BOUNDARY}; boundary=second`,
        `multipart/form-data; boundary="${BOUNDARY}"`,
        multipartType(`${BOUNDARY.slice(0, 10)}\u00ff\u0001 x`),
        multipartType(BOUNDARY),
      ][variant]!;
      // The last ones keep the header and break the body's delimiters instead.
      const broken =
        variant === 4
          ? multipartBody(form.parts, long)
          : variant === 8
            ? Buffer.from(body.toString("latin1").replaceAll(`--${BOUNDARY}`, random.pick([`-${BOUNDARY}`, `--${BOUNDARY}--`, `--${BOUNDARY.slice(1)}`, `\n--${BOUNDARY}`])), "latin1")
            : body;
      // Quoted, repeated (the first counts) or longer than RFC 2046's 70 characters: still readable.
      return { family: `boundary ${variant}`, body: broken, contentType, mayBeAccepted: variant >= 4 && variant <= 6 };
    },
  },
  {
    name: "huge part headers",
    weight: 7,
    make: (random, form) => {
      const variant = random.int(0, 3);
      const prefix = `--${BOUNDARY}\r\n`;
      const headers =
        variant === 0
          ? `Content-Disposition: form-data; name="name"\r\nX-Long: ${"h".repeat(random.int(17, 96) * 1024)}\r\n`
          : variant === 1
            ? `Content-Disposition: form-data; name="name"\r\n${Array.from({ length: random.int(17, 3000) }, (_, index) => `X-${index}: v`).join("\r\n")}\r\n`
            : variant === 2
              ? `Content-Disposition: form-data; name="${"n".repeat(random.int(101, 20_000))}"\r\n`
              : `Content-Disposition: form-data; name="attachment"; filename="${"f".repeat(random.int(256, 12_000))}.pdf"\r\n`;
      const body = Buffer.concat([Buffer.from(`${prefix}${headers}\r\nvalue\r\n`, "latin1"), multipartBody(form.parts, BOUNDARY)]);
      // A part whose headers pass the parser's limits is skipped, and the form after it may be fine.
      return { family: `huge part headers ${variant}`, body, contentType: multipartType(), mayBeAccepted: true };
    },
  },
  {
    name: "many fields",
    weight: 6,
    make: (random) => {
      const count = random.pick([1_000, 5_000, 10_000]);
      if (random.chance(0.5)) {
        const body = Buffer.from(Array.from({ length: count }, (_, index) => `f${index}=${index}`).join("&"));
        return { family: `${count} url-encoded fields`, body, contentType: "application/x-www-form-urlencoded" };
      }
      const body = multipartBody(Array.from({ length: count }, (_, index) => ({ name: `f${index}`, value: "x" })), BOUNDARY);
      return { family: `${count} multipart fields`, body, contentType: multipartType() };
    },
  },
  {
    name: "field games",
    weight: 8,
    make: (random, form) => {
      const variant = random.int(0, 8);
      if (variant === 8) {
        // The form's own file, under a name with control and direction characters.
        const parts = form.parts.map((part) => ("fileName" in part && part.fileName ? { ...part, fileName: `brief\u0000\u202e\r\n${part.fileName}` } : part));
        return { family: "field games 8", body: multipartBody(parts, BOUNDARY), contentType: multipartType(), mayBeAccepted: true };
      }
      const extra: MultipartPart[] = [
        [{ name: "__proto__", value: "{\"polluted\":true}" }, { name: "constructor", value: "x" }],
        [{ name: "message", value: "second value" }, { name: "name", value: "" }],
        [{ name: "attachment", fileName: "../../etc/passwd.pdf", data: Buffer.from("%PDF-1.4 not really") }],
        [{ name: "name", fileName: "name.pdf", data: Buffer.from("%PDF-1.7\n") }],
        [{ name: "cv", fileName: "a.pdf\u0000.exe", data: Buffer.from("MZ") }],
        [{ name: "attachment", fileName: "x.pdf", data: Buffer.alloc(0) }, { name: "attachment", fileName: "y.pdf", data: Buffer.from("%PDF") }],
        [{ name: "message", value: "\u0000\u202e\ufeff\ud800".repeat(random.int(1, 500)) }],
        [{ name: "message", value: "m".repeat(random.int(30_000, 40_000)) }],
      ][variant]!;
      const parts = random.chance(0.5) ? [...extra, ...form.parts] : [...form.parts, ...extra];
      // The first value of a name counts: extra text fields after the form's own leave it valid.
      return { family: `field games ${variant}`, body: multipartBody(parts, BOUNDARY), contentType: multipartType(), mayBeAccepted: variant <= 1 || variant >= 6 };
    },
  },
  {
    name: "raw part syntax",
    weight: 6,
    make: (random, _form, target) => {
      const variant = random.int(0, 5);
      const raw = [
        `--${BOUNDARY}\r\nbroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\n\r\nno disposition\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: attachment; name="name"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!!\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name*=UTF-8''%E2%9C%93; filename*=UTF-8''%ZZ.pdf\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
        `--${BOUNDARY}--\r\n`,
      ][variant]!;
      // A lone name field is a whole comment.
      return { family: `raw part syntax ${variant}`, body: Buffer.from(raw, "latin1"), contentType: multipartType(), mayBeAccepted: target === "comment" };
    },
  },
  {
    name: "wrong content type",
    weight: 8,
    make: (random, form) => {
      const contentType = random.pick([
        undefined,
        "application/json",
        "text/plain",
        "application/xml",
        "multipart/mixed; boundary=x",
        "MULTIPART/FORM-DATA; BOUNDARY=" + BOUNDARY,
        `multipart/form-data; boundary=${BOUNDARY}; charset=utf-16`,
        "application/x-www-form-urlencoded; charset=bogus-charset",
        "application/x-www-form-urlencoded",
        "multipart/form-data;;;;",
        "\u00e9\u00e8/\u00ea",
      ]);
      const body = random.pick([
        multipartBody(form.parts, BOUNDARY),
        Buffer.from(JSON.stringify({ name: "x", message: "y" })),
        Buffer.from("name=%ZZ&message=%&&=&%00=%E2%82"),
        random.bytes(random.int(0, 2048)),
      ]);
      return { family: `content type ${contentType ?? "(none)"}`, body, contentType, mayBeAccepted: /urlencoded|boundary=-+KairavFuzz/i.test(contentType ?? "") };
    },
  },
  {
    name: "binary junk",
    weight: 10,
    make: (random) => ({
      family: "binary junk",
      body: random.bytes(random.pick([0, 1, 7, 64, 1024, 16 * 1024, 64 * 1024])),
      contentType: random.chance(0.7) ? multipartType() : random.pick(["multipart/form-data", "application/x-www-form-urlencoded", "application/octet-stream"]),
    }),
  },
  {
    name: "content length",
    weight: 6,
    make: (random, form) => {
      const body = multipartBody(form.parts, BOUNDARY);
      const variant = random.int(0, 4);
      if (variant === 0) {
        // Cut within the closing boundary's optional CRLF, the form is still whole.
        const contentLength = random.int(0, body.length - 1);
        return { family: "content length: shorter than the body", body, contentType: multipartType(), contentLength, mayBeAccepted: contentLength >= body.length - 2 };
      }
      if (variant === 1) return { family: "content length: longer, then the client stops sending", body, contentType: multipartType(), contentLength: body.length + random.int(1, 5000), plan: { kind: "half-close", afterBytes: Number.MAX_SAFE_INTEGER } };
      if (variant === 2) return { family: "content length: absurd", body, contentType: multipartType(), contentLength: 10 ** random.int(10, 15) };
      if (variant === 3) return { family: "content length: not a number", body, contentType: multipartType(), extraHeaders: { "Content-Length": random.pick(["-1", "abc", "1e3", "12, 13"]) }, contentLength: null };
      return { family: "content length and chunked both", body, contentType: multipartType(), extraHeaders: { "Transfer-Encoding": "chunked" } };
    },
  },
  {
    name: "chunked",
    weight: 4,
    make: (random, form) => {
      const body = multipartBody(form.parts, BOUNDARY);
      const variant = random.int(0, 2);
      const chunked =
        variant === 0
          ? chunkEncode(body, random.int(1, 4096))
          : variant === 1
            ? Buffer.concat([Buffer.from("zz\r\n"), body])
            : Buffer.concat([Buffer.from(`${(body.length + 100).toString(16)};${"e".repeat(20_000)}\r\n`), body]);
      return { family: `chunked ${variant}`, body: chunked, contentType: multipartType(), extraHeaders: { "Transfer-Encoding": "chunked" }, contentLength: null, mayBeAccepted: variant === 0 };
    },
  },
  {
    name: "oversized",
    weight: 1,
    make: (random, form) => {
      const size = random.int(10_500, 12_000) * 1024;
      const parts: MultipartPart[] = [...form.parts, { name: random.pick(["attachment", "cv", "message"]), fileName: "big.pdf", data: Buffer.concat([Buffer.from("%PDF-1.7\n"), filler(size, random)]) }];
      const body = multipartBody(parts, BOUNDARY);
      // Declared up front (refused at once), or streamed without a length (refused on the way).
      return random.chance(0.5)
        ? { family: "oversized body", body, contentType: multipartType() }
        : { family: "oversized body, chunked", body: chunkEncode(body), contentType: multipartType(), extraHeaders: { "Transfer-Encoding": "chunked" }, contentLength: null };
    },
  },
  {
    name: "slow",
    weight: 3,
    make: (random, form) => {
      const body = multipartBody(form.parts, BOUNDARY);
      if (random.chance(0.5)) {
        // Headers and part of the body, then silence with the connection open (slowloris).
        return { family: "stalled body", body, contentType: multipartType(), plan: { kind: "stall", afterBytes: random.int(60, 400) }, stalls: true };
      }
      return { family: "stalled headers", body, contentType: multipartType(), plan: { kind: "stall", afterBytes: random.int(10, 60) }, stalls: true };
    },
  },
];

const totalWeight = families.reduce((sum, family) => sum + family.weight, 0);

function pickFamily(random: SeededRandom) {
  let roll = random.next() * totalWeight;
  for (const family of families) {
    roll -= family.weight;
    if (roll < 0) return family;
  }
  return families[families.length - 1]!;
}

/** Case number `index` of the run with this seed. */
export async function makeFuzzCase(seed: number, index: number, context: FuzzContext): Promise<FuzzCase> {
  const random = createSeededRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const target = random.pick<FuzzTarget>(["enquiry", "application", "comment"]);
  const { path, answerKind } = endpoint(target, random, context);
  const family = pickFamily(random);
  // A page without JavaScript sends no captcha (the honeypot and a per-address budget stand in).
  const withCaptcha = answerKind !== "page" && (family.name === "valid" || family.name === "flipped bytes" || family.name === "field games" || random.chance(0.1));
  const form = await browserForm(target, random, context, withCaptcha);
  const draft = family.make(random, form, target);
  const length = draft.contentLength === undefined ? draft.body.length : draft.contentLength;
  return {
    index,
    family: draft.family,
    target,
    answerKind,
    head: head(path, { "Content-Type": draft.contentType, "Content-Length": length ?? undefined, ...draft.extraHeaders }),
    body: draft.body,
    plan: draft.plan ?? { kind: "all" },
    mayBeAccepted: draft.mayBeAccepted ?? false,
    stalls: draft.stalls ?? false,
  };
}
