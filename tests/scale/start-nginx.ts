import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/*
 * The proxy settings of deploy/nginx.conf, without TLS (tests speak plain HTTP on loopback):
 * round robin over the instances, idempotent requests retried on the other instance after a
 * connection error, a timeout, a 502 or a 503, and the client's address and scheme forwarded.
 * Host is passed with its port ($http_host, not $host): the site here is not on port 80 or 443,
 * and the origin checks of form posts compare the port too.
 */
function configFor(prefix: string, port: number, upstreams: number[]): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  access_log off;
  upstream kairav {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=0;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    client_body_buffer_size 1m;
    gzip off;
    location / {
      proxy_pass http://kairav;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
    }
  }
}
`;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Debian's nginx in the foreground on `port`, with a throw-away prefix, in front of the given ports. */
export async function startNginx(port: number, upstreams: number[]) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "kairav-scale-nginx-"));
  // Started as root, the worker runs as "nobody" and must reach its temp folders inside the prefix.
  chmodSync(prefix, 0o755);
  const configPath = path.join(prefix, "nginx.conf");
  writeFileSync(configPath, configFor(prefix, port, upstreams));
  // -e: nginx opens its compiled-in /var/log/nginx/error.log before reading the config otherwise.
  const child = spawn(NGINX_PATH, ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", configPath], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await Promise.race([waitForPort(port, 10_000), exited.then(() => Promise.reject(new Error(`nginx exited: ${stderr}`)))]);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    errorLog: () => (existsSync(path.join(prefix, "error.log")) ? readFileSync(path.join(prefix, "error.log"), "utf8") : ""),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
