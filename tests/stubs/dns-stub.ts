import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

/**
 * A DNS server on loopback (UDP) answering A queries from a table, for names that must resolve
 * to given addresses without the internet (e.g. a public-looking name that points at 10.x).
 * AAAA and unknown names get an empty NOERROR answer.
 */
export interface DnsStub {
  /** `127.0.0.1:<port>`, as WEBHOOK_DNS_SERVERS takes it. */
  server: string;
  records: Map<string, string>;
  close(): Promise<void>;
}

function questionName(msg: Buffer): { name: string; end: number } {
  const labels: string[] = [];
  let i = 12;
  while (msg[i]! > 0) {
    labels.push(msg.subarray(i + 1, i + 1 + msg[i]!).toString('ascii'));
    i += msg[i]! + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 5 }; // zero byte, qtype, qclass
}

export async function startDnsStub(records: Record<string, string> = {}): Promise<DnsStub> {
  const table = new Map(Object.entries(records).map(([k, v]) => [k.toLowerCase(), v]));
  const socket: Socket = createSocket('udp4');
  socket.on('message', (msg, peer) => {
    const { name, end } = questionName(msg);
    const qtype = msg.readUInt16BE(end - 4);
    const address = qtype === 1 ? table.get(name) : undefined;
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(0x8180, 2); // response, recursion available, NOERROR
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(address ? 1 : 0, 6);
    const parts = [header, msg.subarray(12, end)];
    if (address) {
      const answer = Buffer.alloc(16);
      answer.writeUInt16BE(0xc00c, 0); // the name, by pointer to the question
      answer.writeUInt16BE(1, 2); // A
      answer.writeUInt16BE(1, 4); // IN
      answer.writeUInt32BE(5, 6); // TTL
      answer.writeUInt16BE(4, 10);
      address.split('.').forEach((o, k) => answer.writeUInt8(Number(o), 12 + k));
      parts.push(answer);
    }
    socket.send(Buffer.concat(parts), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    records: table,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
