import { describe, expect, it } from 'vitest';
import { AREAS, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8090,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      MONGODB_DB: 'petpal',
      CORS_ORIGINS: [],
      API_AREAS: [...AREAS],
      SEED: true,
      TRUST_PROXY: false,
    });
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/api[\\/]data$/);
    expect(env.APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('parses lists and flags', () => {
    const env = loadEnv({
      CORS_ORIGINS: 'https://a.example, http://localhost:3000',
      API_AREAS: 'vet, care',
      SEED: 'false',
      PORT: '9000',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(env.API_AREAS).toEqual(['vet', 'care']);
    expect(env.SEED).toBe(false);
    expect(env.PORT).toBe(9000);
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      loadEnv({
        PORT: 'eighty',
        API_AREAS: 'vet,billing',
        CORS_ORIGINS: '*',
        MONGODB_URI: 'postgres://x',
        NODE_ENV: 'staging',
      });
    expect(attempt).toThrow(EnvError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'API_AREAS', 'CORS_ORIGINS', 'MONGODB_URI', 'NODE_ENV'])
      expect(message).toContain(name);
  });
});
