import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/server/lib/logger.ts';

/** The lines a logger with the app's options writes, at trace level. */
function capture(write: (log: pino.Logger) => void): string {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const { stream: _none, ...options } = loggerOptions('trace');
  write(pino(options, stream));
  return out;
}

describe('the log never holds a session cookie', () => {
  it('drops the headers @fastify/multipart logs at trace level (the session cookie among them)', () => {
    const out = capture((log) =>
      log.trace(
        { busboyOptions: { headers: { cookie: 'crm_sid=secret-token', 'content-length': '10486190' }, limits: {} } },
        'Providing options to busboy',
      ),
    );
    expect(out).toContain('Providing options to busboy');
    expect(out).not.toContain('secret-token');
    expect(out).not.toContain('10486190');
  });
});
