export { petsQueryOptions, usePets } from './pets';
