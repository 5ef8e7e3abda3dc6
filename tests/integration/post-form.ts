import http from "node:http";

/*
 * A raw HTTP client for the form endpoints. It can send from any loopback address (each test
 * gets its own "visitor", so per-address rate limits do not leak between tests), stream a body
 * in chunks without a Content-Length (as a browser's chunked upload would), and send bytes no
 * browser would. It returns the answer even when the server answers before the body is sent.
 */

export type PostOptions = {
  url: string;
  body: Buffer;
  contentType: string;
  /** 127.0.0.x: the visitor's address as the server sees it. */
  from?: string;
  /** Send without Content-Length, in chunks of this size. */
  chunkSize?: number;
  chunkDelayMs?: number;
  headers?: Record<string, string>;
};

export type PostResult = { status: number; headers: http.IncomingHttpHeaders; text: string; json: unknown; bytesSent: number };

export function postForm(options: PostOptions): Promise<PostResult> {
  const url = new URL(options.url);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    const headers: Record<string, string> = { "content-type": options.contentType, accept: "application/json", ...options.headers };
    if (!options.chunkSize) headers["content-length"] = String(options.body.length);
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: "POST", headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json: unknown = null;
          try {
            json = JSON.parse(text);
          } catch {
            // Not JSON: the test looks at the text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json, bytesSent });
        });
      },
    );
    // The server may answer and stop reading before the whole body is out; that is expected.
    request.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code !== "EPIPE" && (error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
    });

    void (async () => {
      if (!options.chunkSize) {
        bytesSent = options.body.length;
        request.end(options.body);
        return;
      }
      for (let offset = 0; offset < options.body.length; offset += options.chunkSize) {
        if (request.destroyed) return;
        const chunk = options.body.subarray(offset, offset + options.chunkSize);
        bytesSent += chunk.length;
        if (!request.write(chunk)) await new Promise((resume) => request.once("drain", resume));
        if (options.chunkDelayMs) await new Promise((resume) => setTimeout(resume, options.chunkDelayMs));
      }
      request.end();
    })();
  });
}

let nextAddress = 10;
/** A loopback address no other test in this process has used. */
export function freshVisitor(): string {
  nextAddress += 1;
  return `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 2}`;
}
