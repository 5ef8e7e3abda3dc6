import type { Server } from "node:http";

/**
 * Stops accepting connections, lets in-flight requests finish, and cuts what
 * is left when the deadline passes, so the caller can close the database.
 */
export function closeGracefully(server: Server, deadlineMs: number): Promise<void> {
  return new Promise((resolve) => {
    // A keep-alive socket whose request has just finished would hold close()
    // open until its idle timeout: close such sockets as soon as they go idle.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve();
    }, deadlineMs);
    sweep.unref();
    deadline.unref();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve();
    });
    server.closeIdleConnections();
  });
}
