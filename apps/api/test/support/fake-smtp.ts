import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message as the fake server received it. */
export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A tiny SMTP server on 127.0.0.1 for tests: it accepts every message (kept in `received`) except
 * those to an address in `refused`, answered 550 as a real server refusing a mailbox would.
 */
export async function startFakeSmtp(options: { refused?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  const refused = new Set((options.refused ?? []).map((address) => address.toLowerCase()));
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let isReadingData = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (isReadingData) {
          if (line === '.') {
            isReadingData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake-smtp\r\n');
        else if (command === 'MAIL') socket.write(((current.from = address), '250 OK\r\n'));
        else if (command === 'RCPT') {
          if (refused.has(address.toLowerCase())) socket.write(`550 Mailbox unavailable: ${address}\r\n`);
          else socket.write((current.to.push(address), '250 OK\r\n'));
        } else if (command === 'DATA') socket.write(((isReadingData = true), '354 End data with <CR><LF>.<CR><LF>\r\n'));
        else if (command === 'RSET') socket.write(((current = { from: '', to: [], data: '' }), '250 OK\r\n'));
        else if (command === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
