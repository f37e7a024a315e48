import { Duplex } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

const startupPacket = 0; // its first byte: the high byte of its length
const terminate = 'X'.charCodeAt(0);

/**
 * An in-process stand-in for pg's socket to a Postgres server: what pg writes goes to PGlite's
 * wire-protocol entry point and what PGlite answers is read back, so PGlite is driven by the same
 * driver, pool and prepared statements as a real server. Everything pg writes in one tick (a
 * query's Parse, Bind, Describe, Execute and Sync) enters PGlite as one batch: PGlite's own
 * `query()` enters its WebAssembly six times per statement and parses the statement every time.
 *
 * PGlite is one session. The pool over it holds one connection (see `openPglite`); a connection
 * that starts (a new client after one was dropped) gets the session back as a fresh one: no
 * transaction left open, no statement left prepared.
 */
export class PgliteSocket extends Duplex {
  readonly #pglite: PGlite;
  #pending: Buffer[] = [];

  constructor(pglite: PGlite) {
    super();
    this.#pglite = pglite;
  }

  /** pg "connects" its stream first; there is nothing to connect to. */
  connect(): this {
    queueMicrotask(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  /** pg-pool refs a connection it hands out and unrefs one left idle; nothing to hold open here. */
  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    if (this.#pending.push(chunk) === 1) queueMicrotask(() => this.#flush());
    done();
  }

  override _final(done: (error?: Error) => void): void {
    this.push(null);
    done();
  }

  #flush(): void {
    const message = Buffer.concat(this.#pending);
    this.#pending = [];
    try {
      if (message[0] === startupPacket) {
        this.push(Buffer.from(this.#pglite.execProtocolRawSync(message)));
        this.#freshSession();
      } else if (message[0] !== terminate) {
        this.#run(message, (data) => this.push(Buffer.from(data)));
      }
    } catch (error) {
      this.destroy(error as Error);
    }
  }

  /** Ends what an earlier connection left in the session; its replies are not this one's. */
  #freshSession(): void {
    const query = Buffer.from('rollback; deallocate all\0');
    const message = Buffer.alloc(5 + query.length);
    message.write('Q', 0, 'latin1');
    message.writeInt32BE(4 + query.length, 1);
    query.copy(message, 5);
    this.#run(message, () => {});
  }

  /**
   * Runs `message` in PGlite, synchronously: the reply is handed to `reply` before anything else
   * can reach the session. What PGlite hands over is a view of its memory, reused by its next
   * call. No sync to storage: PGlite's Node file systems write through (theirs does nothing).
   */
  #run(message: Buffer, reply: (data: Uint8Array) => void): void {
    this.#pglite
      .execProtocolRawStream(message, { syncToFs: false, onRawData: reply })
      .catch((error: Error) => this.destroy(error));
  }
}
