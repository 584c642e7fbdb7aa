// The feed benchmark's subscribers (feed-stream.ts): a WebSocket to GET /api/v1/stream subscribed to one
// market or several (the first is the one measured), each delta's `seq` handed on as it arrives.
import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import WebSocket from 'ws';

/** Gets a delta's sequence: a number for the measured market's (the first subscribed), null for another's. */
export type OnDelta = (seq: number | null) => void;

/** A subscriber on ws's client: resolves once the first image is in; each delta's sequence to `onDelta`. */
export function wsSubscriber(url: string, marketIds: readonly string[], onDelta: OnDelta): Promise<void> {
  const measured = `{"type":"delta","marketId":${JSON.stringify(marketIds[0])},`;
  return new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => ws.send(JSON.stringify({ op: 'subscribe', marketIds })));
    ws.on('error', reject);
    ws.on('message', (data: Buffer) => {
      // no parsing: a delta of the market starts so (hub.ts sends type first)
      if (data.subarray(0, 16).toString() === '{"type":"delta",') {
        const head = data.subarray(0, 100).toString();
        const at = head.indexOf('"seq":');
        onDelta(!head.startsWith(measured) ? null : at < 0 ? 0 : parseInt(head.slice(at + 6), 10));
      } else if (data.subarray(0, 16).toString() === '{"type":"image",') resolve();
    });
  });
}

const DELTA = Buffer.from('{"type":"delta",');
const IMAGE = Buffer.from('{"type":"image",');
const SEQ = Buffer.from('"seq":');

/** A client's frame: final, masked (RFC 6455 §5.3), a payload under 64 KiB. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = crypto.randomBytes(4);
  const at = payload.length < 126 ? 2 : 4;
  const frame = Buffer.alloc(at + 4 + payload.length);
  frame[0] = 0x80 | opcode;
  frame[1] = 0x80 | (at === 2 ? payload.length : 126);
  if (at === 4) frame.writeUInt16BE(payload.length, 2);
  mask.copy(frame, at);
  for (let i = 0; i < payload.length; i++) frame[at + 4 + i] = payload[i]! ^ mask[i % 4]!;
  return frame;
}

/**
 * A subscriber that reads the WebSocket frames itself (the subscribers' process shares the server's two
 * cores; ws's client costs ~14 µs a message, about as much as the server's send): the upgrade over
 * node:http, then each frame taken whole off the socket, a text frame that starts as a delta has its
 * sequence read from its bytes, a ping is answered, a close ends the socket.
 */
export function rawSubscriber(port: number, marketIds: readonly string[], onDelta: OnDelta): Promise<void> {
  const measured = Buffer.from(`{"type":"delta","marketId":${JSON.stringify(marketIds[0])},`);
  return new Promise<void>((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/v1/stream',
      agent: false,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64') },
    });
    req.on('error', reject);
    req.on('response', (res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    req.on('upgrade', (_res, socket: Socket, head: Buffer) => {
      socket.setNoDelay(true);
      let pending = head.length > 0 ? head : null;
      const read = (chunk: Buffer) => {
        let buf = pending ? Buffer.concat([pending, chunk]) : chunk;
        pending = null;
        for (;;) {
          if (buf.length < 2) break;
          const opcode = buf[0]! & 0x0f;
          let length = buf[1]! & 0x7f;
          let at = 2;
          if (length === 126) {
            if (buf.length < 4) break;
            length = buf.readUInt16BE(2);
            at = 4;
          } else if (length === 127) {
            if (buf.length < 10) break;
            length = buf.readUInt32BE(6);
            at = 10;
          }
          if (buf.length < at + length) break;
          const payload = buf.subarray(at, at + length);
          buf = buf.subarray(at + length);
          if (opcode === 1 && payload.compare(DELTA, 0, DELTA.length, 0, DELTA.length) === 0) {
            if (payload.compare(measured, 0, measured.length, 0, measured.length) !== 0) {
              onDelta(null);
              continue;
            }
            const s = payload.indexOf(SEQ);
            let seq = 0;
            for (let i = s + SEQ.length; s >= 0 && i < payload.length && payload[i]! >= 48 && payload[i]! <= 57; i++) seq = seq * 10 + payload[i]! - 48;
            onDelta(seq);
          } else if (opcode === 1 && payload.compare(IMAGE, 0, IMAGE.length, 0, IMAGE.length) === 0) resolve();
          else if (opcode === 9) socket.write(clientFrame(0xa, payload));
          else if (opcode === 8) socket.end();
        }
        if (buf.length > 0) pending = Buffer.from(buf);
      };
      socket.on('data', read);
      socket.on('error', () => undefined);
      if (pending) {
        const first = pending;
        pending = null;
        read(first);
      }
      socket.write(clientFrame(1, Buffer.from(JSON.stringify({ op: 'subscribe', marketIds }))));
    });
    req.end();
  });
}
