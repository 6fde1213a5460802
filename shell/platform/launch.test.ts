// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiNodeFlags } from './ensure.mjs';
import { apiEnvironment, portsFrom } from './launch';

const ports = portsFrom(8080);

describe("the API's environment from the launcher", () => {
  it('turns development and the demo data on for `npm start`, and trusts only its own proxy', () => {
    const env = apiEnvironment({ ports }, { NOMINATIM_URL: 'http://127.0.0.1:9' }, { PATH: '/bin' });
    expect(env).toMatchObject({
      PATH: '/bin',
      PORT: '8090',
      NODE_ENV: 'development',
      SEED: 'true',
      TRUST_PROXY: '127.0.0.1,::1',
      NOMINATIM_URL: 'http://127.0.0.1:9',
    });
  });

  it("keeps the caller's NODE_ENV (e2e runs as test) and adds its proxy to the ones the environment names", () => {
    const e2e = apiEnvironment({ ports, apiEnv: { NODE_ENV: 'test', DATA_DIR: '/tmp/x' } }, {}, {});
    expect(e2e).toMatchObject({ NODE_ENV: 'test', SEED: 'true', DATA_DIR: '/tmp/x', TRUST_PROXY: '127.0.0.1,::1' });
    const behindBalancer = apiEnvironment({ ports }, {}, { TRUST_PROXY: '10.0.0.0/8' });
    expect(behindBalancer.TRUST_PROXY).toBe('10.0.0.0/8,127.0.0.1,::1');
    expect(apiEnvironment({ ports }, {}, { TRUST_PROXY: 'false' }).TRUST_PROXY).toBe('127.0.0.1,::1');
  });

  it('never seeds a production run unless told to', () => {
    expect(apiEnvironment({ ports }, {}, { NODE_ENV: 'production' })).toMatchObject({
      NODE_ENV: 'production',
      SEED: 'false',
    });
    expect(apiEnvironment({ ports, apiEnv: { SEED: 'false' } }, {}, {}).SEED).toBe('false');
  });
});

describe("the API process's Node flags", () => {
  it("are the flags of api/package.json's start script, so `npm start` and the launcher run the same process", () => {
    expect(apiNodeFlags()).toEqual(['--enable-source-maps', '--max-semi-space-size=32']);
  });
});
