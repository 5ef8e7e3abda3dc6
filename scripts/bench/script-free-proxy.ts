// A proxy in front of the site that serves every page as its HTML alone: each executable
// <script> and each module preload removed, everything else (JSON data blocks, styles, images)
// passed through. `npm run lighthouse` measures each page through it beside the real page, so the
// browser's share of the work can be compared with what the markup alone costs.
import http from "node:http";
import zlib from "node:zlib";

const executableScript = /<script\b(?![^>]*type="(?:application\/(?:ld\+)?json)")[^>]*>[\s\S]*?<\/script>/g;
const modulePreload = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

/** The page without anything that would run: the same markup a browser with scripts off would lay out. */
export function withoutScripts(html: string): string {
  return html.replace(executableScript, "").replace(modulePreload, "");
}

/** Starts the proxy on `port`, forwarding to `upstream` (an origin); resolves once it listens. */
export function startScriptFreeProxy(port: number, upstream: string): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === "string" && name !== "host") headers.set(name, value);
      headers.set("accept-encoding", "identity");
      const answer = await fetch(`${upstream}${request.url}`, { method: request.method, headers, redirect: "manual" });
      const body = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get("content-type") ?? "";
      const outgoing: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!["content-length", "content-encoding", "transfer-encoding", "connection"].includes(name)) outgoing[name] = value;
      });
      // Compressed like the real page, so both variants cost the network the same.
      const content = type.startsWith("text/html") ? zlib.gzipSync(withoutScripts(body.toString("utf8"))) : zlib.gzipSync(body);
      response.writeHead(answer.status, { ...outgoing, "content-encoding": "gzip", "content-length": String(content.length) });
      response.end(content);
    } catch (error) {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
