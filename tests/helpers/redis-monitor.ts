import { connect } from 'node:net';

/** One command as Redis's MONITOR reports it: the client's address ("lua" inside a script) and its arguments. */
export interface MonitoredCommand {
  source: string;
  args: string[];
}

/** A MONITOR session. */
export interface RedisMonitor {
  /** Close the connection. */
  stop(): void;
  /** Rejects if the session breaks before stop(): an error, the connection closed, a line it cannot read. */
  failed: Promise<never>;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', a: '\x07', b: '\b' };

/**
 * One argument of a MONITOR line, as Redis quotes it (sdscatrepr): printable ASCII as is, \" \\
 * \n \r \t \a \b, and every other byte as \xNN; the bytes are read back as UTF-8.
 */
function unquote(quoted: string): string {
  const latin1 = quoted.replace(/\\(x[0-9a-f]{2}|.)/g, (_, e: string) => (e.length === 3 ? String.fromCharCode(parseInt(e.slice(1), 16)) : ESCAPES[e] ?? e));
  return Buffer.from(latin1, 'latin1').toString('utf8');
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
    const socket = connect(port, '127.0.0.1');
    let buffered = '';
    let confirmed = false;
    let stopped = false;
    let fail: (err: Error) => void = () => undefined;
    const failed = new Promise<never>((_, rejectFailed) => { fail = rejectFailed; });
    failed.catch(() => undefined); // observed through `failed` by whoever awaits it
    const broken = (err: Error) => {
      if (stopped) return;
      stopped = true;
      socket.destroy();
      if (confirmed) fail(err);
      else reject(err);
    };
    socket.setEncoding('latin1'); // MONITOR lines are ASCII; escapes are undone below
    socket.on('error', broken);
    socket.on('close', () => broken(new Error('the MONITOR connection closed')));
    socket.on('connect', () => socket.write('MONITOR\r\n'));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      let end: number;
      while (!stopped && (end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (!confirmed) {
          if (line !== '+OK') return broken(new Error(`MONITOR answered ${line}`));
          confirmed = true;
          resolve({ stop: () => { stopped = true; socket.destroy(); }, failed });
          continue;
        }
        // +1795492145.754153 [0 127.0.0.1:46144] "evalsha" "…" "1" …
        const head = /^\+\S+ \[\d+ (\S+)\] /.exec(line);
        if (!head) return broken(new Error(`unreadable MONITOR line: ${line.slice(0, 200)}`));
        const args = [...line.slice(head[0].length).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => unquote(m[1]!));
        onCommand({ source: head[1]!, args });
      }
    });
  });
}
