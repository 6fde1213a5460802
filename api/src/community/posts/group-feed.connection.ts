import { once } from 'node:events';
import { connect } from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;

/**
 * One keep-alive HTTP/1.1 connection to 127.0.0.1 that sends the same GET again and again, each answer read in
 * full by its Content-Length (the API sends one with every JSON answer): the group-feed bench's load generator.
 * It costs a fraction of node:http's client CPU per request, so the bench takes less of the two cores it shares
 * with the API it measures (decision 115). An answer without Content-Length, a closed socket or 10 s without
 * an answer fails the request and the connection.
 */
export async function openGetConnection(port: number, path: string, cookie?: string) {
  const socket = connect({ host: '127.0.0.1', port, noDelay: true });
  await once(socket, 'connect');
  socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
  const request = Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
    'latin1',
  );
  let buffered: Buffer = Buffer.alloc(0);
  /** The whole answer's length once its head is read; -1 before. */
  let answerBytes = -1;
  let status = 0;
  let waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;
  const fail = (error: Error) => {
    const failed = waiting;
    waiting = null;
    failed?.reject(error);
    socket.destroy();
  };
  socket.on('data', (chunk: Buffer) => {
    buffered = buffered.length > 0 ? Buffer.concat([buffered, chunk]) : chunk;
    if (answerBytes < 0) {
      const end = buffered.indexOf(HEAD_END);
      if (end < 0) return;
      const head = buffered.toString('latin1', 0, end);
      const length = CONTENT_LENGTH.exec(head);
      if (!length) return fail(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
      status = Number(head.slice(9, 12));
      answerBytes = end + HEAD_END.length + Number(length[1]);
    }
    if (buffered.length < answerBytes) return;
    if (buffered.length > answerBytes) return fail(new Error('more bytes than the answer holds'));
    buffered = Buffer.alloc(0);
    answerBytes = -1;
    const answered = waiting;
    waiting = null;
    answered?.resolve(status);
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the connection closed')));
  return {
    /** Sends the GET; resolves with the answer's status once all of it is read. */
    get: () =>
      new Promise<number>((resolve, reject) => {
        if (socket.destroyed) return reject(new Error('the connection closed'));
        waiting = { resolve, reject };
        socket.write(request);
      }),
    close: () => {
      socket.removeAllListeners('close');
      socket.destroy();
    },
  };
}
