import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fromPeer } from '../test-support/test-app';
import { clientIp, forwardedProto, NO_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './client-ip';

function proxies(list: string): TrustedProxies {
  const parsed = parseTrustedProxies(list);
  if (!('proxies' in parsed)) throw new Error(parsed.errors.join('; '));
  return parsed.proxies;
}

/** What the API would see: the client address and the scheme, for a request from `peer` with `headers`. */
async function seen(trusted: TrustedProxies, peer: string | null, headers: Record<string, string> = {}) {
  const app = new Hono().get('/', (c) =>
    c.json({ ip: clientIp(c, trusted), proto: forwardedProto(c, trusted) ?? null }),
  );
  const res = await app.request('/', { headers }, peer === null ? undefined : fromPeer(peer));
  return (await res.json()) as { ip: string; proto: string | null };
}

const shellProxy = proxies('127.0.0.1,::1');

describe('clientIp', () => {
  it('is the socket peer for a direct caller, however it rotates X-Forwarded-For', async () => {
    const ips = new Set<string>();
    for (let i = 0; i < 20; i++) {
      ips.add((await seen(shellProxy, '203.0.113.5', { 'X-Forwarded-For': `198.51.100.${i}, 127.0.0.1` })).ip);
    }
    expect([...ips]).toEqual(['203.0.113.5']);
    expect((await seen(NO_TRUSTED_PROXIES, '127.0.0.1', { 'X-Forwarded-For': '198.51.100.1' })).ip).toBe('127.0.0.1');
  });

  it('is "unknown" without a socket (app.request), which is never a trusted proxy', async () => {
    expect(await seen(proxies('0.0.0.0/0,::/0'), null, { 'X-Forwarded-For': '198.51.100.1' })).toEqual({
      ip: 'unknown',
      proto: null,
    });
  });

  it('is the address our proxy appended when the peer is a trusted proxy, not what the client wrote before it', async () => {
    const forged = { 'X-Forwarded-For': '1.1.1.1, 198.51.100.7' };
    expect((await seen(shellProxy, '127.0.0.1', forged)).ip).toBe('198.51.100.7');
    expect((await seen(shellProxy, '::1', forged)).ip).toBe('198.51.100.7');
    expect((await seen(shellProxy, '::ffff:127.0.0.1', forged)).ip).toBe('198.51.100.7');
    expect((await seen(shellProxy, '127.0.0.1')).ip).toBe('127.0.0.1');
  });

  it('walks from the right past every trusted hop (CIDR ranges), stopping at the first untrusted one', async () => {
    const chain = proxies('10.0.0.0/8,2001:db8::/32');
    const headers = { 'X-Forwarded-For': '1.1.1.1, 198.51.100.7, 2001:db8::20, 10.1.2.3' };
    expect((await seen(chain, '10.9.9.9', headers)).ip).toBe('198.51.100.7');
    expect((await seen(chain, '2001:db8::1', headers)).ip).toBe('198.51.100.7');
    expect((await seen(chain, '2001:db9::1', headers)).ip).toBe('2001:db9::1');
    expect((await seen(chain, '11.0.0.1', headers)).ip).toBe('11.0.0.1');
    // Every hop trusted: the furthest one is the client.
    expect((await seen(chain, '10.0.0.1', { 'X-Forwarded-For': '10.0.0.3, 10.0.0.2' })).ip).toBe('10.0.0.3');
  });

  it('reads IPv6 clients and reports IPv4-mapped addresses as IPv4', async () => {
    expect((await seen(shellProxy, '127.0.0.1', { 'X-Forwarded-For': '2001:DB8::7' })).ip).toBe('2001:db8::7');
    expect((await seen(shellProxy, '127.0.0.1', { 'X-Forwarded-For': '::ffff:198.51.100.7' })).ip).toBe('198.51.100.7');
    expect((await seen(shellProxy, '::ffff:203.0.113.5')).ip).toBe('203.0.113.5');
    expect((await seen(shellProxy, 'fe80::1%eth0')).ip).toBe('fe80::1');
  });

  it('never takes a non-address entry as the client: the hop that reported it is', async () => {
    const chain = proxies('127.0.0.1,10.0.0.0/8');
    expect((await seen(chain, '127.0.0.1', { 'X-Forwarded-For': 'evil, 10.0.0.5' })).ip).toBe('10.0.0.5');
    expect((await seen(chain, '127.0.0.1', { 'X-Forwarded-For': '198.51.100.7, , ' })).ip).toBe('198.51.100.7');
  });
});

describe('forwardedProto', () => {
  it('is believed from a trusted proxy only, and only as http or https', async () => {
    expect((await seen(shellProxy, '127.0.0.1', { 'X-Forwarded-Proto': 'https' })).proto).toBe('https');
    expect((await seen(shellProxy, '127.0.0.1', { 'X-Forwarded-Proto': 'HTTPS, http' })).proto).toBe('https');
    expect((await seen(shellProxy, '203.0.113.5', { 'X-Forwarded-Proto': 'https' })).proto).toBeNull();
    expect((await seen(shellProxy, '127.0.0.1', { 'X-Forwarded-Proto': 'javascript' })).proto).toBeNull();
  });
});
