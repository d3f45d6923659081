// Graceful shutdown's connection handling (issue 23, server.ts): stop accepting without losing a
// request a client has already sent. Node's `server.close()` (and so Fastify's `close()`) destroys
// every idle keep-alive connection at once, and a client's next request already on its way down
// such a connection is reset; closing the listening socket resets the connections the kernel had
// queued but Node had not accepted yet.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface Connection {
  /** Requests read and not yet answered. */
  busy: number;
  idleSince: number;
}

export interface ConnectionTracker {
  /**
   * Stops accepting connections while keeping the open ones: every answer from now on closes its
   * connection (`Connection: close`), and a connection that brings no request within
   * `idleGraceMs` is closed. Resolves once no idle connection is left; those answering end
   * after their answer.
   */
  stopAccepting(): Promise<void>;
}

const pollTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Follows `server`'s connections from now on; call before it listens. */
export function trackConnections(server: Server, idleGraceMs: number): ConnectionTracker {
  const connections = new Map<Socket, Connection>();
  const answering = new Set<ServerResponse>();
  let closing = false;
  let accepted = 0;
  let wake: (() => void) | undefined;

  server.on('connection', (socket: Socket) => {
    accepted++;
    connections.set(socket, { busy: 0, idleSince: Date.now() });
    socket.once('close', () => {
      connections.delete(socket);
      wake?.();
    });
  });
  // First of the 'request' listeners: before Fastify answers.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) connection.busy++;
    if (closing) res.setHeader('connection', 'close');
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      if (connection) {
        connection.busy--;
        connection.idleSince = Date.now();
      }
      wake?.();
    });
  });

  return {
    async stopAccepting() {
      // Node accepts one queued connection per turn of its event loop: turn (two immediates hold
      // a poll between them) until one accepts none, then close at once.
      for (let turns = 0, before = -1; before !== accepted && turns < 1000; turns++) {
        before = accepted;
        await pollTurn();
        await pollTurn();
      }
      closing = true;
      for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
      // net's close: stops listening only (http's would also destroy the idle connections).
      NetServer.prototype.close.call(server);
      const closedAt = Date.now();
      for (;;) {
        // A poll first: a request that came while the loop was busy is read before its
        // connection is judged idle.
        await pollTurn();
        await pollTurn();
        const now = Date.now();
        let next = Number.POSITIVE_INFINITY;
        for (const [socket, c] of connections) {
          if (c.busy > 0) continue;
          const left = Math.max(c.idleSince, closedAt) + idleGraceMs - now;
          if (left <= 0) {
            socket.destroy();
            connections.delete(socket);
          } else next = Math.min(next, left);
        }
        if (next === Number.POSITIVE_INFINITY) return;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, next);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
    },
  };
}
