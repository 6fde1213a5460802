import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createMailer, createOutboxRepository, OUTBOX_COLLECTION } from './';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await createOutboxRepository(test.db).ensureIndexes();
});
afterEach(() => test.close());

const message = { to: 'sam@example.com', subject: 'Confirm your PetPal account', text: 'Hello Sam' };

/** A minimal SMTP server that accepts everything and keeps each message's envelope and data. */
async function fakeSmtp(): Promise<{ server: Server; port: number; received: { from: string; data: string }[] }> {
  const received: { from: string; data: string }[] = [];
  const server = createServer((socket) => {
    let from = '';
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push({ from, data });
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL') {
          from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') socket.write('250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

describe('mailer', () => {
  it('keeps mail in the outbox without SMTP_URL, newest first per recipient', async () => {
    const mailer = createMailer(test.db, { SMTP_URL: undefined, MAIL_FROM: 'PetPal <no-reply@petpal.local>' });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    await mailer.send({ ...message, to: '+919876543210', subject: 'Your PetPal code' });
    const outbox = createOutboxRepository(test.db);
    expect((await outbox.list('sam@example.com', 50)).map((mail) => mail.subject)).toEqual([
      'Second',
      'Confirm your PetPal account',
    ]);
    expect(await outbox.list(undefined, 2)).toHaveLength(2);
    expect((await outbox.list('+919876543210', 50))[0]).toMatchObject({ subject: 'Your PetPal code' });
  });

  it('delivers through SMTP with MAIL_FROM when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer(test.db, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        MAIL_FROM: 'PetPal <hello@petpal.example>',
      });
      await mailer.send(message);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.from).toContain('hello@petpal.example');
      expect(smtp.received[0]?.data).toMatch(/^Subject: Confirm your PetPal account$/m);
      expect(smtp.received[0]?.data).toMatch(/^To: sam@example.com$/m);
      expect(smtp.received[0]?.data).toContain('Hello Sam');
      expect(await test.db.collection(OUTBOX_COLLECTION).countDocuments()).toBe(0);
    } finally {
      smtp.server.close();
    }
  });
});
