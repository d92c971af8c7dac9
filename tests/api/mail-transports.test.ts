// Mail transports on every database, against real peers on loopback: an SMTP server
// (smtp-server) receiving the password-reset mail whose link then resets the password, one pooled
// SMTP connection reused across requests and replaced when the config changes, a sendmail-style
// program run by the sendmail transport, and failures: an unreachable SMTP server answers E503
// without undoing what the request did (the reset token, the invited user), a broken mail config
// answers E500/E501.
import assert from 'node:assert/strict';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Knex } from 'knex';
import { SMTPServer } from 'smtp-server';
import { client, expectError, signIn } from '../helpers/api-client.js';
import { databaseMatrix } from '../helpers/databases.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (AUTH PLAIN/LOGIN required). */
class SmtpSink {
  readonly received: ReceivedMail[] = [];
  connections = 0;
  #server: SMTPServer;
  port = 0;

  constructor(readonly credentials = { user: 'mailer', pass: 'secret-pass' }) {
    this.#server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.credentials.user && auth.password === this.credentials.pass) {
          callback(null, { user: auth.username });
        } else {
          callback(new Error('Invalid username or password'));
        }
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            user: typeof session.user === 'string' ? session.user : undefined,
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** The body of a raw message with quoted-printable soft breaks and escapes undone. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1];
}

for (const target of databaseMatrix()) {
  describe(`mail transports on ${target.label}`, () => {
    let server: TestServer;
    let db: Knex;
    let smtp: SmtpSink;
    let scratch: string;
    let configFile: string;

    const setMail = async (group: Record<string, unknown>) => {
      const json = JSON.parse(await readFile(configFile, 'utf8'));
      json.mail = { default: group };
      await writeFile(configFile, JSON.stringify(json, null, 2));
    };
    const smtpGroup = (extra: Record<string, unknown> = {}) => ({
      transport: 'smtp',
      from: 'cms@example.com',
      host: '127.0.0.1',
      port: smtp.port,
      username: smtp.credentials.user,
      password: smtp.credentials.pass,
      ...extra,
    });
    const publicClient = () => client(server.baseUrl, server.projectKey!, null);
    const requestReset = (email: string) =>
      publicClient().post('/auth/password/request', { email });

    before(async () => {
      smtp = new SmtpSink();
      await smtp.start();
      scratch = await mkdtemp(path.join(os.tmpdir(), 'cms-mail-'));
      server = await startTestServer({ database: target, projectKey: 'mailing' });
      db = await server.projectDb();
      configFile = path.join(server.dataDir, 'config', 'mailing.json');
      await db('directus_users').insert({
        email: 'reader@example.com',
        status: 'active',
        role: 1,
        first_name: 'Rea',
      });
    });
    after(async () => {
      await server?.close();
      await smtp?.close();
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    it('new projects write mail to the outbox', async () => {
      const json = JSON.parse(await readFile(configFile, 'utf8'));
      assert.equal(json.mail.default.transport, 'outbox');
    });

    it('delivers the reset mail over SMTP; its link resets the password', async () => {
      await setMail(smtpGroup());
      const before = smtp.received.length;
      const response = await requestReset('reader@example.com');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      assert.equal(smtp.received.length, before + 1);
      const mail = smtp.received.at(-1)!;
      assert.deepEqual(mail.to, ['reader@example.com']);
      assert.equal(mail.from, 'cms@example.com');
      assert.equal(mail.user, 'mailer', 'signed in with the configured credentials');
      assert.equal(header(mail.raw, 'Subject'), 'Password Reset Request');
      assert.equal(header(mail.raw, 'To'), 'reader@example.com');
      const link = /(http:\/\/localhost\/admin\/#\/reset-password\?token=\S+)/.exec(
        decoded(mail.raw),
      )?.[1];
      assert.ok(link, decoded(mail.raw));
      const token = decodeURIComponent(String(/token=([^&\s]+)/.exec(link)?.[1]));
      assert.ok(link.endsWith('&project=mailing'), link);

      const reset = await publicClient().post('/auth/password/reset', {
        token,
        password: 'a-new-smtp-password',
      });
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      const signedIn = await publicClient().post('/auth/authenticate', {
        email: 'reader@example.com',
        password: 'a-new-smtp-password',
      });
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    });

    it('reuses one pooled SMTP connection and replaces it when the config changes', async () => {
      await setMail(smtpGroup());
      await requestReset('reader@example.com');
      const connections = smtp.connections;
      const count = smtp.received.length;
      await requestReset('reader@example.com');
      await requestReset('reader@example.com');
      assert.equal(smtp.received.length, count + 2);
      assert.equal(smtp.connections, connections, 'no new connection for the same config');

      await setMail(smtpGroup({ from: 'Changed <changed@example.com>' }));
      await requestReset('reader@example.com');
      assert.equal(smtp.connections, connections + 1, 'a new transport for a new config');
      assert.equal(smtp.received.at(-1)?.from, 'changed@example.com');
    });

    it('answers E503 when the SMTP server refuses, keeping the reset token', async () => {
      await setMail(smtpGroup({ password: 'wrong-password' }));
      await db('directus_users')
        .where({ email: 'reader@example.com' })
        .update({ password_reset_token: null });
      const response = await requestReset('reader@example.com');
      expectError(response, 503, 500);
      const row = await db('directus_users').where({ email: 'reader@example.com' }).first();
      assert.ok(row.password_reset_token, 'the token stored before the mail failed stays');
    });

    it('answers E503 for an unreachable SMTP server; the invited user stays, a new invite resends', async () => {
      const closed = new SmtpSink();
      await closed.start();
      await closed.close();
      await setMail(smtpGroup({ port: closed.port }));
      const admin = client(server.baseUrl, 'mailing', await signIn(server));
      const failed = await admin.post('/users/invite', { email: 'newcomer@example.com' });
      expectError(failed, 503, 500);
      assert.match(String(failed.body.error?.message), /newcomer@example\.com/);
      const row = await db('directus_users').where({ email: 'newcomer@example.com' }).first();
      assert.equal(row?.status, 'invited', 'the invited user was kept');

      await setMail(smtpGroup());
      const count = smtp.received.length;
      const again = await admin.post('/users/invite', { email: 'newcomer@example.com' });
      assert.equal(again.status, 200, JSON.stringify(again.body));
      assert.equal(smtp.received.length, count + 1);
      assert.deepEqual(smtp.received.at(-1)?.to, ['newcomer@example.com']);
      assert.match(decoded(smtp.received.at(-1)!.raw), /\/mailing\/users\/invite\/\S+/);
      const rows = await db('directus_users').where({ email: 'newcomer@example.com' });
      assert.equal(rows.length, 1, 'no second row for the same address');
    });

    it('runs the sendmail program with the sender and recipients and pipes the message', async () => {
      const program = path.join(scratch, 'fake-sendmail.sh');
      const outbox = path.join(scratch, 'sendmail-out');
      await writeFile(
        program,
        [
          '#!/bin/sh',
          `mkdir -p '${outbox}'`,
          `file='${outbox}'/"$$"`,
          'printf "%s\\n" "$@" > "$file.args"',
          'cat > "$file.eml"',
          '',
        ].join('\n'),
      );
      await chmod(program, 0o755);
      await setMail({ transport: 'sendmail', from: 'cms@example.com', path: program });
      const response = await requestReset('reader@example.com');
      assert.equal(response.status, 200, JSON.stringify(response.body));
      const files = await readdir(outbox);
      const args = files.find((name) => name.endsWith('.args'));
      assert.ok(args, files.join(','));
      assert.deepEqual((await readFile(path.join(outbox, args), 'utf8')).trim().split('\n'), [
        '-i',
        '-f',
        'cms@example.com',
        'reader@example.com',
      ]);
      const message = await readFile(path.join(outbox, args.replace(/\.args$/, '.eml')), 'utf8');
      assert.equal(header(message, 'Subject'), 'Password Reset Request');
      assert.match(decoded(message), /reset-password\?token=/);
    });

    it('answers E500 for an unknown transport and E501 for an unusable option, sending nothing', async () => {
      const count = smtp.received.length;
      await setMail({ transport: 'carrier-pigeon', from: 'cms@example.com' });
      const unknown = await requestReset('reader@example.com');
      expectError(unknown, 500, 500);
      assert.match(String(unknown.body.error?.message), /carrier-pigeon/);
      await setMail({ transport: 'smtp', from: 'cms@example.com' });
      const noHost = await requestReset('reader@example.com');
      expectError(noHost, 501, 500);
      assert.match(String(noHost.body.error?.message), /mail\.default\.host/);
      await setMail(smtpGroup({ port: 'twenty-five' }));
      expectError(await requestReset('reader@example.com'), 501, 500);
      assert.equal(smtp.received.length, count);
    });
  });
}
