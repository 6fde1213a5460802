import { describe, expect, it } from 'vitest';
import { describeHosts, openMongoPort } from './mongo';

describe('MongoDB adapter start-up', () => {
  it('fails fast on an unreachable server, naming the host but never the password', async () => {
    const started = Date.now();
    const error = (await openMongoPort({
      uri: 'mongodb://petpal:s3cret-pass@127.0.0.1:1/?directConnection=true',
      dbName: 'petpal',
      serverSelectionTimeoutMS: 300,
    }).catch((e: unknown) => e)) as Error;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain('127.0.0.1:1');
    expect(error.message).not.toContain('s3cret-pass');
  });

  it('describes hosts without credentials', () => {
    expect(describeHosts('mongodb+srv://u:p%40ss@cluster0.example.net/petpal?retryWrites=true')).toBe(
      'cluster0.example.net',
    );
    expect(describeHosts('mongodb://a:27017,b:27018/db')).toBe('a:27017,b:27018');
  });
});
