import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerReader, HttpConnection, HttpStatusError, type HttpAnswer } from './httpWire';

const answer = (status: string, body: string, extra = '') =>
  `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

function reading() {
  const heard: HttpAnswer[] = [];
  return { heard, read: answerReader((a) => heard.push(a)) };
}

describe('answerReader', () => {
  const bodies = ['{"status":"OK"}', '{"status":"ERROR","error":{"code":"X"}}', `{"name":"${'한'.repeat(500)}"}`];
  const stream = Buffer.from(
    answer('200 OK', bodies[0]!) +
      answer('400 Bad Request', bodies[1]!) +
      answer('200 OK', bodies[2]!, 'Connection: close\r\n'),
  );
  const expected = [
    { status: 200, body: bodies[0], closing: false },
    { status: 400, body: bodies[1], closing: false },
    { status: 200, body: bodies[2], closing: true },
  ];

  it('hands answers glued in one chunk one by one', () => {
    const { heard, read } = reading();
    read(stream);
    expect(heard).toEqual(expected);
  });

  it('reads answers split anywhere: byte by byte, or cut in the head, the body or a character', () => {
    const bytes = reading();
    for (let i = 0; i < stream.length; i++) bytes.read(stream.subarray(i, i + 1));
    expect(bytes.heard).toEqual(expected);
    for (const cut of [
      1,
      20,
      stream.indexOf('\r\n\r\n') + 2,
      stream.indexOf('OK"}'),
      stream.indexOf('한') + 1,
      stream.length - 1,
    ]) {
      const two = reading();
      two.read(stream.subarray(0, cut));
      two.read(stream.subarray(cut));
      expect(two.heard).toEqual(expected);
    }
  });

  it('refuses framing it does not read rather than guess', () => {
    const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n';
    expect(() => reading().read(Buffer.from(chunked))).toThrow(/Transfer-Encoding chunked/);
    expect(() => reading().read(Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\nhello'))).toThrow(
      /without Content-Length/,
    );
    expect(() => reading().read(Buffer.from('HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n'))).toThrow(/status line/);
    expect(() => reading().read(Buffer.from('HTTP/1.1 100 Continue\r\n\r\n'))).toThrow(/interim/);
    expect(() =>
      reading().read(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n')),
    ).toThrow(/content-length repeated/);
    expect(() => reading().read(Buffer.alloc(17 * 1024, 'a'))).toThrow(/head too long/);
  });
});

describe('HttpConnection on a node:http server', () => {
  let server: Server;
  let origin: URL;
  let handle: (req: IncomingMessage, body: string, res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => handle(req, body, res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a request the server parses, and keeps the connection for the next', async () => {
    const seen: unknown[] = [];
    handle = (req, body, res) => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body, socket: req.socket.remotePort });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: 'OK', echo: JSON.parse(body) as unknown }));
    };
    const connection = await HttpConnection.open(origin);
    const body = JSON.stringify({ currency: 'KRW', name: '한국' });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await connection.post(
          '/pam/players/7/transactions?provider=evolution',
          { authorization: 'Bearer t', 'x-player-token': 'p' },
          body,
        ),
      );
    connection.close();
    expect(answers.map((a) => JSON.parse(a) as unknown)).toEqual(
      Array(3).fill({ status: 'OK', echo: { currency: 'KRW', name: '한국' } }),
    );
    const first = seen[0] as { headers: Record<string, string>; socket: number };
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/pam/players/7/transactions?provider=evolution', body });
    expect(first.headers).toMatchObject({
      host: origin.host,
      authorization: 'Bearer t',
      'x-player-token': 'p',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    expect(new Set(seen.map((s) => (s as { socket: number }).socket)).size).toBe(1);
  });

  it('reads an answer the server writes in several segments', async () => {
    const body = JSON.stringify({ status: 'OK', pad: 'x'.repeat(100_000) });
    handle = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.flushHeaders();
      res.write(body.slice(0, 10));
      setTimeout(() => res.end(body.slice(10)), 20);
    };
    const connection = await HttpConnection.open(origin);
    expect(await connection.post('/', {}, '{}')).toBe(body);
    expect(await connection.post('/', {}, '{}')).toBe(body);
    connection.close();
  });

  it('rejects an answer other than 200 with its status and body, and goes on', async () => {
    let status = 500;
    handle = (_req, _body, res) => {
      res.statusCode = status;
      res.end('{"status":"ERROR"}');
    };
    const connection = await HttpConnection.open(origin);
    const refused = await connection.post('/', {}, '{}').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpStatusError);
    expect(refused).toMatchObject({ status: 500, body: '{"status":"ERROR"}' });
    status = 200;
    expect(await connection.post('/', {}, '{}')).toBe('{"status":"ERROR"}');
    connection.close();
  });

  it('fails loudly on a chunked answer (node:http sends one when no length is set)', async () => {
    handle = (_req, _body, res) => {
      res.write('{"status":');
      res.end('"OK"}');
    };
    const connection = await HttpConnection.open(origin);
    await expect(connection.post('/', {}, '{}')).rejects.toThrow(/Transfer-Encoding chunked/);
    await expect(connection.post('/', {}, '{}')).rejects.toThrow(/chunked/);
  });

  it('rejects the request in flight when the server closes the connection, and every later one', async () => {
    handle = (req) => req.socket.destroy();
    const connection = await HttpConnection.open(origin);
    await expect(connection.post('/', {}, '{}')).rejects.toThrow(/closed by the server/);
    await expect(connection.post('/', {}, '{}')).rejects.toThrow(/closed by the server/);
  });

  it('sends nothing more after the server answered Connection: close', async () => {
    let calls = 0;
    handle = (_req, _body, res) => {
      calls++;
      res.setHeader('connection', 'close');
      res.end('{"status":"OK"}');
    };
    const connection = await HttpConnection.open(origin);
    expect(await connection.post('/', {}, '{}')).toBe('{"status":"OK"}');
    await expect(connection.post('/', {}, '{}')).rejects.toThrow(/Connection: close/);
    expect(calls).toBe(1);
    connection.close();
  });
});
