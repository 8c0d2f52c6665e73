import { writeSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FanoutWriter, SHARED_FROM, writeNow, type FrameBytes } from './fanoutWriter';

/** A server's side of `count` loopback connections, and what each client side has received. */
async function pairs(
  server: Server,
  count: number,
): Promise<Array<{ socket: Socket; peer: Socket; received: () => Buffer }>> {
  const { port } = server.address() as { port: number };
  const accepted: Socket[] = [];
  const all = new Promise<void>((resolve) => {
    const onConnection = (socket: Socket) =>
      accepted.push(socket) === count && (server.off('connection', onConnection), resolve());
    server.on('connection', onConnection);
  });
  const peers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const peer = connect({ port, host: '127.0.0.1' }, () => resolve(peer));
        }),
    ),
  );
  await all;
  // accepted in the order the clients connected is not promised: match them by port
  const byPort = new Map(accepted.map((socket) => [socket.remotePort, socket]));
  return peers.map((peer) => {
    const chunks: Buffer[] = [];
    peer.on('data', (chunk: Buffer) => chunks.push(chunk));
    // the peers are destroyed at the end of each test
    const socket = byPort.get(peer.localPort)!.on('error', () => undefined);
    return { socket, peer, received: () => Buffer.concat(chunks) };
  });
}

const frameOf = (bytes: Buffer): FrameBytes => ({ size: bytes.length, writeInto: (out, at) => bytes.copy(out, at) });
const textOf = (i: number, size = 40) => Buffer.from(`frame ${i} `.padEnd(size, String.fromCharCode(97 + (i % 26))));

/** Fills the socket's kernel buffers behind the stream's back until they take nothing more. */
function fill(socket: Socket): Buffer {
  const fd = (socket as unknown as { _handle: { fd: number } })._handle.fd;
  const chunk = Buffer.alloc(64 * 1024, 'f');
  let filled = 0;
  for (;;) {
    try {
      const n = writeSync(fd, chunk);
      filled += n;
      if (n < chunk.length) break;
    } catch {
      break;
    }
  }
  return Buffer.alloc(filled, 'f');
}

describe('a fan-out batch written on two threads', () => {
  let server: Server;
  const writer = new FanoutWriter((error) => {
    throw error;
  });

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    writer.start();
    // a worker thread's start: a second on a loaded machine is not unusual
    await vi.waitFor(() => expect(writer.helperRunning()).toBe(true), { timeout: 15_000 });
  }, 20_000);
  afterAll(async () => {
    writer.close();
    server.close();
  });

  it('puts each socket its own frames between what it was sent before and after, a second frame to one socket after its first', async () => {
    const sockets = await pairs(server, 300);
    const stand = {
      frames: [] as Buffer[],
      write(frame: Buffer) {
        this.frames.push(frame);
      },
    };
    for (const [i, { socket }] of sockets.entries()) socket.write(`before ${i};`);
    const batch = writer.batch(sockets.length);
    expect(batch).toBe(writer);
    sockets.forEach(({ socket }, i) => {
      // every tenth frame spans many segments
      batch.write(socket, frameOf(textOf(i, i % 10 === 0 ? 200_000 : 40)));
      if (i % 7 === 0) batch.write(socket, frameOf(textOf(-i)));
    });
    batch.write(stand, frameOf(textOf(1)));
    batch.end();
    for (const [i, { socket }] of sockets.entries()) socket.write(`;after ${i}`);
    for (const [i, { received }] of sockets.entries()) {
      const expected = Buffer.concat([
        Buffer.from(`before ${i};`),
        textOf(i, i % 10 === 0 ? 200_000 : 40),
        i % 7 === 0 ? textOf(-i) : Buffer.alloc(0),
        Buffer.from(`;after ${i}`),
      ]);
      await vi.waitFor(() => expect(received().length).toBe(expected.length), { timeout: 10_000 });
      expect(received().equals(expected)).toBe(true);
    }
    expect(stand.frames).toEqual([textOf(1)]);
    for (const { peer } of sockets) peer.destroy();
  });

  it('hands a frame a full socket did not take, or took part of, to its stream, ahead of what comes after', async () => {
    const sockets = await pairs(server, SHARED_FROM + 2);
    const [full, part] = sockets;
    full!.peer.pause();
    part!.peer.pause();
    // full, then its peer reads a little: the kernel takes the start of a frame larger than that
    const partFiller = fill(part!.socket);
    part!.peer.once('data', () => part!.peer.pause()).resume();
    await vi.waitFor(() => expect(part!.received().length).toBeGreaterThan(0), { timeout: 10_000 });
    const big = textOf(2, 3_000_000);
    const filler = fill(full!.socket);
    const batch = writer.batch(sockets.length);
    sockets.forEach(({ socket }, i) => batch.write(socket, frameOf(i === 0 ? textOf(0) : i === 1 ? big : textOf(i))));
    batch.end();
    expect(full!.socket.writableLength).toBeGreaterThan(0);
    expect(part!.socket.writableLength).toBeGreaterThan(0);
    for (const { socket } of sockets) socket.write('after');
    full!.peer.resume();
    part!.peer.resume();
    const expected = [
      Buffer.concat([filler, textOf(0), Buffer.from('after')]),
      Buffer.concat([partFiller, big, Buffer.from('after')]),
    ];
    for (const [i, { received }] of sockets.slice(0, 2).entries()) {
      await vi.waitFor(() => expect(received().length).toBe(expected[i]!.length), { timeout: 10_000 });
      expect(received().equals(expected[i]!)).toBe(true);
    }
    for (const { peer } of sockets) peer.destroy();
  });

  it('writes a small fan-out on the main thread alone, and a frame behind a socket with a backlog at once', async () => {
    const sockets = await pairs(server, 3);
    const [busy, ...idle] = sockets;
    busy!.peer.pause();
    fill(busy!.socket);
    busy!.socket.write('queued');
    const batch = writer.batch(sockets.length);
    expect(batch).toBe(writer);
    for (const [i, { socket }] of sockets.entries()) batch.write(socket, frameOf(textOf(i)));
    // a socket with a backlog is not in the batch: its frame was queued behind 'queued' at once
    expect(busy!.socket.writableLength).toBe('queued'.length + textOf(0).length);
    batch.end();
    for (const [i, { received }] of idle.entries())
      await vi.waitFor(() => expect(received()).toEqual(textOf(i + 1)), { timeout: 10_000 });
    for (const { peer } of sockets) peer.destroy();
  });

  it('writes each frame at once once closed, for good', () => {
    const closed = new FanoutWriter(() => undefined);
    closed.start();
    closed.close();
    closed.start();
    expect(closed.batch(SHARED_FROM)).toBe(writeNow);
  });
});
