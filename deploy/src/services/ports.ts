/** Local TCP ports: a free one (the same as last time when possible), and whether one answers. */
import fs from 'node:fs';
import net from 'node:net';

export function readNumber(file: string): number | undefined {
  try {
    const value = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(value) && value > 0 && value < 65_536 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The preferred port when it is free (stable URLs across restarts), else one the OS picks. */
export async function choosePort(
  preferred: number | undefined,
  avoid: readonly number[] = [],
): Promise<number> {
  if (preferred !== undefined && !avoid.includes(preferred)) {
    const port = await bindPort(preferred).catch(() => undefined);
    if (port !== undefined) return port;
  }
  for (;;) {
    const port = await bindPort(0);
    if (!avoid.includes(port)) return port;
  }
}

function bindPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address !== null ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

/** Whether something accepts TCP connections at host:port (short timeout). */
export function portIsOpen(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
