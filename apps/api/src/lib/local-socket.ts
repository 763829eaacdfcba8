import { createHash } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The running PGlite server's local socket (decisions 0069, 0081): only one process may open PGlite, so
 * the command-line tools that read or copy the embedded database while the server runs (`npm run backup`,
 * `npm run mails`) ask the server through it instead of opening, or copying, files it is writing.
 */

/** A Unix socket's path must fit in sun_path (108 bytes on Linux, less elsewhere). */
const SOCKET_PATH_MAX_BYTES = 100;

/**
 * In DATA_DIR, or for a DATA_DIR too long for a socket path, in the temporary directory under a name
 * derived from DATA_DIR (the server and the tools compute the same).
 */
export function localSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), 'server.sock');
  if (Buffer.byteLength(inDataDir) <= SOCKET_PATH_MAX_BYTES) return inDataDir;
  return path.join(tmpdir(), `parenthese-server-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}.sock`);
}

/** A command's answer, sent as JSON; an `error` is a French sentence for the tool to print. */
export type LocalReply = { error?: string } & Record<string, unknown>;

/** What the server does for each command: `argument` is the rest of the command's line. */
export type LocalCommands = Record<string, (argument: string) => Promise<LocalReply>>;

/**
 * Asks the server running on DATA_DIR: `answered: false` when none listens (a stale file left by a
 * killed one does not answer). One command per connection, a line, then the JSON answer and the close.
 */
export async function askRunningServer(dataDir: string, command: string): Promise<{ answered: false } | { answered: true; reply: LocalReply }> {
  return new Promise((resolve) => {
    const socket = net.createConnection(localSocketPath(dataDir));
    let data = '';
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      try {
        resolve({ answered: true, reply: JSON.parse(data) as LocalReply });
      } catch {
        resolve({ answered: true, reply: { error: 'Réponse illisible du serveur.' } });
      }
    });
    socket.on('error', () => resolve({ answered: false }));
  });
}

/**
 * The server's side: one Unix socket (mode 0600, so only the server's user may ask) answering `ping`
 * and the given commands. A command that throws answers the error's French message when it is one
 * meant for the tool (`isToolError`), a generic sentence otherwise (logged).
 */
export async function serveLocalSocket(options: {
  dataDir: string;
  commands: LocalCommands;
  isToolError?: (error: unknown) => error is Error;
  log: { warn: (object: object, message: string) => void };
}) {
  const socketPath = localSocketPath(options.dataDir);
  // A file left by a killed server: nobody answers on it (otherwise two servers would share one PGlite).
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
      if (!data.includes('\n')) return;
      const [name = '', ...rest] = data.trim().split(' ');
      if (name === 'ping') {
        socket.end(JSON.stringify({}));
        return;
      }
      const command = Object.hasOwn(options.commands, name) ? options.commands[name] : undefined;
      if (!command) {
        socket.end(JSON.stringify({ error: 'Commande inconnue.' }));
        return;
      }
      command(rest.join(' ')).then(
        (reply) => socket.end(JSON.stringify(reply)),
        (error: unknown) => {
          const isToolError = options.isToolError?.(error) ?? false;
          if (!isToolError) options.log.warn({ err: error, command: name }, 'a command asked through the local socket failed');
          socket.end(JSON.stringify({ error: isToolError ? (error as Error).message : 'La commande a échoué (voir le journal du serveur).' }));
        },
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
