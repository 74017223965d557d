import { connect, type Socket } from 'node:net';

/** One command as Redis's MONITOR reports it: the client's address ("lua" inside a script) and its arguments. */
export interface MonitoredCommand {
  source: string;
  args: string[];
}

/** A MONITOR session; stop() closes its connection. */
export interface RedisMonitor {
  stop(): void;
}

/**
 * Watch every command Redis runs, on a plain socket of its own.
 *
 * Not ioredis's monitor(): it switches its parser to monitor lines only after the MONITOR
 * reply has resolved a promise, and back as soon as it disconnects, so on a busy server a line
 * read in the same chunk as the "+OK", or still buffered at disconnect, is taken for a command
 * reply and raised as "Command queue state error" (seen under a loaded test run).
 * Resolves once Redis has confirmed MONITOR: every command after that is reported.
 */
export function monitorRedis(port: number, onCommand: (command: MonitoredCommand) => void): Promise<RedisMonitor> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let buffered = '';
    let confirmed = false;
    socket.setEncoding('utf8');
    socket.on('error', (err) => { if (!confirmed) reject(err); });
    socket.on('connect', () => socket.write('MONITOR\r\n'));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!confirmed) {
          if (line !== '+OK') return reject(new Error(`MONITOR answered ${line}`));
          confirmed = true;
          resolve({ stop: () => socket.destroy() });
          continue;
        }
        // +1795492145.754153 [0 127.0.0.1:46144] "evalsha" "…" "1" …
        const head = /^\+\S+ \[\d+ (\S+)\] /.exec(line);
        if (!head) continue;
        const args = [...line.slice(head[0].length).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\"/g, '"'));
        onCommand({ source: head[1]!, args });
      }
    });
  });
}
