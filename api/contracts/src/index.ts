/**
 * Schemas shared by the API and the remotes. Imports zod only (its tree-shakeable `zod/mini` form, so a
 * remote bundles only the validators it uses): the frontends import `@petpal/contracts`, never server code.
 */
export * from './roles';
export * from './platform';
export * from './support';
export * from './auth';
export * from './profiles';
export * from './payments';
export * from './refunds';
export * from './location';
export * from './geo-point';
export * from './phone';
export * from './oidc';
export * from './vet';
export * from './widget';
export * from './notifications';
export * from './pet-reports';
export * from './care';
export * from './community';
export * from './admin';
export * from './shop';
export * from './insurance';
export * from './verification';
export * from './images';
export * from './messages';
export * from './message-moderation';
