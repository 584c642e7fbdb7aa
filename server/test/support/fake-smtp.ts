// A tiny SMTP server on net.Server (RFC 5321's happy path and nothing more) that can refuse and time
// out: 'accept' takes the message, 'reject' refuses the recipient for good (550), 'busy' refuses it for
// now (451), 'silent' never greets (the client's greeting timeout).
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export type SmtpBehaviour = 'accept' | 'reject' | 'busy' | 'silent';

export interface FakeSmtp {
  port: number;
  /** what the next connections do, in order; after them, accept */
  script(...behaviours: SmtpBehaviour[]): void;
  messages: Array<{ from: string; to: string[]; data: string }>;
  close(): Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const plan: SmtpBehaviour[] = [];
  const messages: FakeSmtp['messages'] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const behaviour = plan.shift() ?? 'accept';
    if (behaviour === 'silent') return;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    reply('220 fake-smtp.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 Ok: queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp.test');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          if (behaviour === 'reject') reply('550 5.1.1 Recipient address rejected: User unknown');
          else if (behaviour === 'busy') reply('451 4.3.0 Try again later');
          else {
            current.to.push(line);
            reply('250 2.1.5 Ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 Ok');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    script: (...b) => plan.push(...b),
    messages,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
