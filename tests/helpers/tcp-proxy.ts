import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Every connection made through the proxy so far (to check that clients reconnected). */
  connections(): number;
  /** Drops every open connection and refuses new ones, as a stopped server or a cut cable would. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy on a free loopback port in front of a real server (PostgreSQL, Redis), so a test can
 * take that server away from the processes under test without stopping it for anyone else.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let count = 0;
  let server: net.Server | undefined;
  let port = 0;

  function listen(): Promise<void> {
    const next = net.createServer((client) => {
      count += 1;
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        open.add(socket);
        socket.on("close", () => open.delete(socket));
        socket.on("error", () => {});
      }
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    server = next;
    return new Promise((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        port = (next.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  async function stop(): Promise<void> {
    const current = server;
    server = undefined;
    for (const socket of open) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    connections: () => count,
    cut: stop,
    restore: listen,
    close: stop,
  };
}
