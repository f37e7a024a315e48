import { type AddressInfo, createServer, type Server } from 'node:net';

/** One message a test SMTP server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw DATA: headers and body, dot-stuffing undone. */
  data: string;
}

/** A running test SMTP server on 127.0.0.1. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Just enough SMTP (RFC 5321: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH) for
 * nodemailer to hand a message over for real across loopback. `rejectRecipients` answers 550 to
 * every RCPT, as a server refusing the address would.
 */
export async function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 forecourt-test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 2.0.0 queued');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 forecourt-test');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (options.rejectRecipients === true) reply('550 5.1.1 no such user');
          else {
            mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  } satisfies TestSmtpServer;
}
