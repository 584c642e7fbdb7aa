// A message the hub sends to many sockets (a market's delta, a match's fancies) is encoded once and
// framed once: the WebSocket frame's bytes (RFC 6455 §5.2, a server's frame: final, text, not
// masked, no extension) are built on first use and the same Buffer is written to every socket that
// can take raw frames. What a send then costs is the socket write itself (one `write` a socket,
// not ws's per-send byte count, header, cork and `writev` of a header and a string).

/** A text message encoded once for every socket it goes to; its frame is built on first use. */
export class SharedMessage {
  private framed: Buffer | null = null;
  constructor(readonly text: string) {}

  /** The whole WebSocket frame: header and payload in one buffer. */
  get frame(): Buffer {
    return (this.framed ??= textFrame(this.text));
  }
}

/** A final, unmasked text frame carrying `text` (a server's frame with no extension negotiated). */
export function textFrame(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (header === 2) {
    frame[1] = length;
  } else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
    frame.writeUInt32BE(length >>> 0, 6);
  }
  frame.write(text, header, 'utf8');
  return frame;
}
