// A minimal SMTP server for the benches: it accepts every message on 127.0.0.1, counts it and drops it.
// Written here rather than with smtp-server, which holds every new connection 100 ms before its greeting
// (its « early talker » check): nodemailer opens one connection per mail, so that pause would be most of
// what a delivery measures. `node smtp-sink.mjs [port]` runs one on its own (Ctrl-C to stop).
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const END_OF_DATA = '\r\n.\r\n';

/** Starts the sink; `received.count` grows by one per accepted message, `received.last` is its time (performance.now()). */
export async function startSmtpSink(port = 0) {
  const received = { count: 0, last: 0 };
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setNoDelay(true);
    let buffer = '';
    let isInData = false;
    socket.write('220 bench-sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (isInData) {
          const end = buffer.indexOf(END_OF_DATA);
          // Only the tail is kept while the message goes by: the end marker may straddle two chunks.
          if (end < 0) return void (buffer = buffer.slice(-END_OF_DATA.length));
          buffer = buffer.slice(end + END_OF_DATA.length);
          isInData = false;
          received.count += 1;
          received.last = performance.now();
          socket.write('250 2.0.0 accepted\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const command = buffer.slice(0, lineEnd).slice(0, 4).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (command === 'EHLO') socket.write('250-bench-sink\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          socket.write('354 go ahead\r\n');
          isInData = true;
          // An empty body ends right after DATA's line.
          buffer = `\r\n${buffer}`;
        } else if (command === 'QUIT') return void socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    url: `smtp://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sink = await startSmtpSink(Number(process.argv[2] ?? 0));
  console.log(`SMTP sink on ${sink.url}`);
  setInterval(() => console.log(`${sink.received.count} mails received`), 10_000).unref();
  process.on('SIGINT', () => sink.close().then(() => process.exit(0)));
  process.on('SIGTERM', () => sink.close().then(() => process.exit(0)));
  await new Promise(() => {});
}
