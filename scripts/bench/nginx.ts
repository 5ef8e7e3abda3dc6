// Debian's nginx as the yardstick: the same prerendered files, served the way
// a plain static host would, on one worker pinned to the server's core.
import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeOnExit, startPinned } from "./processes.ts";

/** nginx and wrk must be there; as root they are installed, otherwise the script says how and stops. */
export function ensureTools(): void {
  const missing = ["/usr/sbin/nginx", "/usr/bin/wrk"].filter((binary) => !existsSync(binary));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`bench: ${missing.join(" and ")} missing. Install them with:\n  sudo apt-get install -y nginx wrk`);
    process.exit(1);
  }
  execFileSync("apt-get", ["install", "-y", "nginx", "wrk"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

function configFor(clientDirectory: string, prefix: string, port: number): string {
  // Started as root, the worker runs as "nobody": the build is world-readable, the temp paths are unused.
  return `daemon off;
master_process on;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # Our server logs requests only at level info (off at warn): nginx logs none either.
  access_log off;
  sendfile on;
  tcp_nopush on;
  # Node keeps a connection for any number of requests; nginx's default of 1000 would make wrk reconnect.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${clientDirectory};
    gzip_static on;
  }
}
`;
}

/** Writes a throw-away config and starts nginx in the foreground, pinned to `cpu`. */
export function startNginx(clientDirectory: string, port: number, cpu: number): { child: ChildProcess; prefix: string } {
  const prefix = removeOnExit(mkdtempSync(path.join(os.tmpdir(), "bench-nginx-")));
  const configPath = path.join(prefix, "nginx.conf");
  writeFileSync(configPath, configFor(clientDirectory, prefix, port));
  // -e: nginx opens its compiled-in /var/log/nginx/error.log before reading the config otherwise.
  const child = startPinned(cpu, "/usr/sbin/nginx", ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", configPath], process.env, "[nginx]");
  return { child, prefix };
}
