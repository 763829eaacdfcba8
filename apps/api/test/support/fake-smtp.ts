import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the test server received it: its envelope, and its headers and text as parsed. */
export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The Message-ID header, brackets included. */
  messageId: string;
  /** Lower-case header names, as mailparser gives them, e.g. 'auto-submitted'. */
  headers: Record<string, string>;
  /** The Reply-To address, if any. */
  replyTo: string | null;
  html: string | null;
  /** The text/calendar parts (an invitation or a cancellation), as sent. */
  calendars: string[];
  /** Every other attached file, as received. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 for tests: it accepts every message (parsed with
 * mailparser into `received`) except those to an address in `refused`, answered 550 as a real server
 * refusing a mailbox would. `stop()` closes the port (clients then meet a refused connection) and
 * `start()` opens it again on the same port, as a mail server down for a while. `holdData` keeps the
 * DATA of the messages it matches unanswered (a server slow to accept) until the client goes away.
 */
export async function startFakeSmtp(options: { refused?: string[]; holdData?: (recipients: string[]) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  /** Called with the recipients of each message held (see holdData). */
  const heldListeners: ((recipients: string[]) => void)[] = [];
  const refused = new Set((options.refused ?? []).map((address) => address.toLowerCase()));

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refused.has(address.address.toLowerCase())) return callback();
        callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        if (options.holdData?.(recipients)) {
          // Read, never answered: the client waits until it gives up or dies.
          stream.resume();
          for (const listener of heldListeners) listener(recipients);
          return;
        }
        simpleParser(stream).then(
          (parsed) => {
            const headers: Record<string, string> = {};
            for (const [name, value] of parsed.headers) headers[name] = typeof value === 'string' ? value : JSON.stringify(value);
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: recipients,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
              headers,
              replyTo: parsed.replyTo?.value[0]?.address ?? null,
              html: typeof parsed.html === 'string' ? parsed.html : null,
              calendars: parsed.attachments.filter((part) => part.contentType.startsWith('text/calendar')).map((part) => part.content.toString('utf8')),
              attachments: parsed.attachments
                .filter((part) => !part.contentType.startsWith('text/calendar'))
                .map((part) => ({ filename: part.filename ?? '', contentType: part.contentType, content: part.content })),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });

  // A client that dies mid-conversation resets its connection: a real server shrugs, and so does this one.
  const createListeningServer = () => {
    const created = createServer();
    created.on('error', () => {});
    return created;
  };
  let server = createListeningServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  let isListening = true;

  const close = async () => {
    if (!isListening) return;
    isListening = false;
    const closing = server;
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves when a message matched by holdData has been received and is being held. */
    nextHeld: () => new Promise<string[]>((resolve) => heldListeners.push(resolve)),
    /** The server goes down: its port refuses connections until start(). */
    stop: close,
    /** Up again, on the same port. */
    async start() {
      if (isListening) return;
      server = createListeningServer();
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      isListening = true;
    },
    close,
  };
}
