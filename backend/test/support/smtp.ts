import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The Message-ID header: the outbox row id, the same for every delivery of one email. */
  messageId: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** Stops answering (an outage): connections are refused until `start()`. */
  stop(): Promise<void>;
  /** Answers again, on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A local SMTP server standing in for the real one: the mailer's real nodemailer code talks to it. */
export async function startSmtpServer(options: { delayMs?: number } = {}): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId });
          // A real server takes a while to accept a message: a backlog builds up under load.
          setTimeout(callback, options.delayMs ?? 0);
        });
      },
    });
  let server: SMTPServer | undefined = create();
  const listen = (port: number) => new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.server.address() as AddressInfo;
  const stop = async () => {
    if (!server) return;
    const closing = server;
    server = undefined;
    // Open (pooled) connections are cut too: an outage, not a graceful close.
    await new Promise<void>((resolve) => {
      closing.close(() => resolve());
      for (const socket of (closing as unknown as { connections: Set<{ _socket?: { destroy(): void } }> }).connections ?? [])
        socket._socket?.destroy();
    });
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop,
    start: async () => {
      if (server) return;
      server = create();
      await listen(port);
    },
    close: stop,
  };
}

/** An email as a reader sees it: the subject and the text, MIME encodings undone (encoded words, quoted-printable, base64). */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head = '', ...body] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  const subject = header('Subject')
    // Adjacent encoded words join without the space between them (RFC 2047).
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : quotedPrintable(data.replace(/_/g, ' ')),
    );
  const raw = body.join('\n\n');
  const text = /^base64$/i.test(header('Content-Transfer-Encoding').trim())
    ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
    : quotedPrintable(raw.replace(/=\r?\n/g, ''));
  return { subject, text };
}

const quotedPrintable = (text: string) =>
  text.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
