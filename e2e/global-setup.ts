import { e2eBasePort, startTestPlatform } from './platform-fixture';

export default async function globalSetup() {
  const platform = await startTestPlatform(e2eBasePort, { admin: true });
  return () => platform.stop();
}
