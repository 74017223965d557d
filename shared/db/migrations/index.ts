import { Migration20261121000001_foundation } from './Migration20261121000001_foundation.js';

/**
 * Every migration, in order. Listed explicitly (rather than discovered on disk) so that they
 * run the same from TypeScript sources under tsx and from compiled JavaScript in the image.
 */
export const MIGRATIONS = [
  { name: 'Migration20261121000001_foundation', class: Migration20261121000001_foundation },
];
