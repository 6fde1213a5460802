/**
 * A stand-in for the browser's EventSource (jsdom has none) in tests and stories: it records what was opened
 * and lets the test play the server's part with `emit`.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.OPEN;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent<string>) => void>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.instances.push(this);
  }

  /** The most recently opened source that is still open. */
  static latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED).at(-1);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set.add(listener));
  }

  removeEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends an event (`data` as JSON, or raw text). */
  emit(type: string, data: unknown, id = ''): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const event = new MessageEvent<string>(type, { data: text, lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection failed for good (e.g. the session ended: 401). */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.(new Event('error'));
  }
}
