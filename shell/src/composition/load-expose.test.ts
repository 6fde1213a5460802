import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadExpose, remoteLoadTimeoutMs } from './load-expose';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));
vi.mock('./registry', () => ({ whenRegistered: () => registry.promise }));

/** /remotes.json as the test has it: read at once unless a test holds it back. */
const registry = vi.hoisted(() => ({ promise: Promise.resolve() }));

/** A load the test finishes by hand. */
function pendingLoad() {
  let arrive: (module: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  vi.mocked(loadRemote).mockReturnValue(
    new Promise((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    }),
  );
  return { arrive: (module: unknown) => arrive(module), fail: (error: Error) => fail(error) };
}

afterEach(() => {
  vi.useRealTimers();
  registry.promise = Promise.resolve();
  vi.mocked(loadRemote).mockClear();
});

describe('loadExpose', () => {
  it('answers the module when it arrives in time, and never calls onLateArrival', async () => {
    const load = pendingLoad();
    const onLateArrival = vi.fn();
    const loaded = loadExpose('mfe_vet', 'lifecycles', onLateArrival);
    load.arrive({ mount: 'lifecycles' });
    await expect(loaded).resolves.toEqual({ mount: 'lifecycles' });
    expect(loadRemote).toHaveBeenCalledWith('mfe_vet/lifecycles');
    expect(onLateArrival).not.toHaveBeenCalled();
  });

  it('rejects a slow remote at the time limit, then calls onLateArrival once it has arrived', async () => {
    vi.useFakeTimers();
    const load = pendingLoad();
    const onLateArrival = vi.fn();
    const loaded = loadExpose('mfe_vet', 'lifecycles', onLateArrival);
    const rejected = expect(loaded).rejects.toThrow(`mfe_vet/lifecycles did not load within ${remoteLoadTimeoutMs} ms`);
    await vi.advanceTimersByTimeAsync(remoteLoadTimeoutMs);
    await rejected;
    expect(onLateArrival).not.toHaveBeenCalled();
    load.arrive({ mount: 'lifecycles' });
    await vi.waitFor(() => expect(onLateArrival).toHaveBeenCalledOnce());
  });

  it('never calls onLateArrival for a remote that failed after the time limit', async () => {
    vi.useFakeTimers();
    const load = pendingLoad();
    const onLateArrival = vi.fn();
    const loaded = loadExpose('mfe_vet', 'lifecycles', onLateArrival);
    const rejected = expect(loaded).rejects.toThrow('did not load');
    await vi.advanceTimersByTimeAsync(remoteLoadTimeoutMs);
    await rejected;
    load.fail(new Error('connection refused'));
    await vi.advanceTimersByTimeAsync(10);
    expect(onLateArrival).not.toHaveBeenCalled();
  });

  it('waits for the registry before it asks the runtime, within the same time limit', async () => {
    vi.useFakeTimers();
    let read: () => void = () => undefined;
    registry.promise = new Promise<void>((resolve) => (read = resolve));
    const load = pendingLoad();
    const onLateArrival = vi.fn();
    const loaded = loadExpose('mfe_notifications', 'bell', onLateArrival);
    const rejected = expect(loaded).rejects.toThrow('did not load');
    await vi.advanceTimersByTimeAsync(remoteLoadTimeoutMs);
    await rejected;
    expect(loadRemote).not.toHaveBeenCalled();
    read();
    load.arrive({ bootstrap: 'bell' });
    await vi.waitFor(() => expect(onLateArrival).toHaveBeenCalledOnce());
    expect(loadRemote).toHaveBeenCalledWith('mfe_notifications/bell');
  });

  it('rejects a remote that answers nothing', async () => {
    const load = pendingLoad();
    const loaded = loadExpose('mfe_vet', 'lifecycles');
    load.arrive(undefined);
    await expect(loaded).rejects.toThrow('mfe_vet/lifecycles is unavailable');
  });
});
