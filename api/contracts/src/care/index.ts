/** The care area's contracts: the pet sitter directory and booking requests. */
export * from './messages';
export * from './ratings';
export * from './sitters';
export * from './sitter-calendar';
export * from './sitter-price';
export * from './requests';
export * from './emergency';
export * from './poison-lines';
export * from './trainers';
export * from './stylists';
export * from './report-cards';
