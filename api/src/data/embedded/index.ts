export { EmbeddedDataPort, openEmbeddedPort } from './store';
export type { EmbeddedOptions, EmbeddedStats } from './store';
export { EmbeddedCollection } from './collection';
