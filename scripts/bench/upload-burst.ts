// A public page's latency while staff upload a burst of camera-sized pictures: ADR 014 keeps the
// work of making variants in a bounded queue so that the site's pages stay quick meanwhile. The
// page is loaded with wrk twice, quiet and during the burst; the uploads go through the real
// endpoint as a signed-in staff user and honour the queue's 503 + Retry-After.
import { distinctPhotos, PHOTO_SIZE } from "./distinct-photos.ts";
import { pinThisProcess } from "./processes.ts";
import { retryAfterMs, summariseUploads, type UploadOutcome, type UploadSummary } from "./upload-outcomes.ts";
import { signIn, type StaffSession } from "./staff-session.ts";
import { measureOnce, type LoadResult } from "./wrk.ts";

/** The staff user the server creates at start for this scenario (ADMIN_BOOTSTRAP_* in its environment). */
export const UPLOAD_BURST_STAFF = { email: "bench-uploads@kairav.example", password: "bench uploads password 2026" };

export const uploadBurstSettings = {
  pagePath: "/services/cloud-management",
  uploaders: 10,
  seconds: 10,
  // Modest: the page is to be measured beside the uploads, not to starve them.
  connections: 10,
  // Each uploader sends its next picture once the last one has its answer; at one to a few
  // seconds of work per picture, three each outlast the measured window.
  picturesPerUploader: 3,
  // After the window, pictures already sent may finish (their time until accepted is part of the
  // figures) for at most this long: the queue holds nine, each a few seconds of work.
  finishWithinMs: 120_000,
} as const;

export type UploadBurstResult = {
  settings: typeof uploadBurstSettings;
  photo: { width: number; height: number; meanBytes: number };
  quiet: LoadResult;
  burst: LoadResult;
  uploads: UploadSummary;
  /** True when every prepared picture was sent before the window closed: the burst thinned out early. */
  ranOutOfPictures: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits `ms`, or less when `signal` aborts first. */
function sleepUnless(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * Sends one picture until it is accepted or refused for good, waiting out each Retry-After;
 * stops when `giveUp` aborts. `onAnswer` hears of every answer.
 */
async function uploadPicture(origin: string, session: StaffSession, photo: Buffer, name: string, giveUp: AbortSignal, onAnswer: () => void): Promise<UploadOutcome> {
  const started = performance.now();
  const answers: number[] = [];
  for (;;) {
    const form = new FormData();
    form.append("csrf", session.csrf);
    form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), name);
    let status: number;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(`${origin}/admin/media/upload`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: session.cookie, origin, accept: "application/json" },
        body: form,
        signal: giveUp,
      });
      await response.arrayBuffer();
      status = response.status;
      retryAfter = response.headers.get("retry-after");
    } catch (error) {
      if (giveUp.aborted) return { answers, result: "unfinished" };
      console.error(`bench: upload of ${name} failed: ${String(error)}`);
      status = 0;
    }
    answers.push(status);
    onAnswer();
    if (status === 201) return { answers, result: "accepted", msUntilAccepted: performance.now() - started };
    const wait = status === 503 ? retryAfterMs(retryAfter) : null;
    if (wait === null) return { answers, result: "refused" };
    await sleepUnless(wait, giveUp);
    if (giveUp.aborted) return { answers, result: "unfinished" };
  }
}

/** Quiet, then during the burst; `origin` is a running server that created UPLOAD_BURST_STAFF at start. */
export async function measureUploadBurst(origin: string, loadCpu: number): Promise<UploadBurstResult> {
  const settings = uploadBurstSettings;
  const url = `${origin}${settings.pagePath}`;
  // The uploads' client work (copying bodies, parsing answers) goes where wrk runs, not to the server's core.
  const unpin = pinThisProcess(loadCpu);
  try {
    const session = await signIn(origin, UPLOAD_BURST_STAFF);
    const photos = await distinctPhotos(settings.uploaders * settings.picturesPerUploader);
    const meanBytes = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length;
    console.log(`bench: ${photos.length} different ${PHOTO_SIZE.width} × ${PHOTO_SIZE.height} JPEGs, ${(meanBytes / 2 ** 20).toFixed(1)} MB on average`);

    await measureOnce(url, 2, settings.connections);
    const quiet = await measureOnce(url, settings.seconds, settings.connections);
    console.log(`bench: ${url} quiet: ${quiet.requestsPerSecond.toFixed(0)} req/s, p50 ${quiet.p50Ms.toFixed(2)} ms, p99 ${quiet.p99Ms.toFixed(2)} ms`);

    let windowOpen = true;
    const giveUp = new AbortController();
    let nextPhoto = 0;
    let firstAnswer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const uploader = async (): Promise<UploadOutcome[]> => {
      const outcomes: UploadOutcome[] = [];
      while (windowOpen && nextPhoto < photos.length) {
        const index = nextPhoto++;
        outcomes.push(await uploadPicture(origin, session, photos[index]!, `burst-${index + 1}.jpg`, giveUp.signal, firstAnswer));
      }
      return outcomes;
    };
    const uploading = Promise.all(Array.from({ length: settings.uploaders }, uploader));
    // The window opens once the server has answered an upload (the tenth is refused as soon as its
    // body is in, the queue being full): the page is measured during the work, not before it.
    await Promise.race([answered, sleep(5_000)]);
    const burst = await measureOnce(url, settings.seconds, settings.connections);
    windowOpen = false;
    const ranOutOfPictures = nextPhoto >= photos.length;
    const giveUpTimer = setTimeout(() => giveUp.abort(), settings.finishWithinMs);
    console.log(`bench: ${url} during the burst: ${burst.requestsPerSecond.toFixed(0)} req/s, p50 ${burst.p50Ms.toFixed(2)} ms, p99 ${burst.p99Ms.toFixed(2)} ms; letting the uploads already sent finish`);
    const uploads = summariseUploads((await uploading).flat());
    clearTimeout(giveUpTimer);
    console.log(`bench: ${uploads.pictures} pictures sent, ${uploads.accepted} accepted, ${uploads.askedToRetry} answers asking to retry, ${uploads.unfinished} unfinished`);
    return { settings, photo: { ...PHOTO_SIZE, meanBytes }, quiet, burst, uploads, ranOutOfPictures };
  } finally {
    unpin();
  }
}
