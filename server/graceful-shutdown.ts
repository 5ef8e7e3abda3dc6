import type { Server } from "node:http";

/**
 * Stops accepting connections, lets in-flight requests finish, and cuts what
 * is left when the deadline passes, so the caller can close the database.
 */
export function closeGracefully(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, deadlineMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}
