import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The PostgreSQL extensions the migrations create (search, decision 190): PGlite ships them, but a
 * PGlite instance can only `CREATE EXTENSION` what it was opened with.
 */
export const pgliteExtensions = { unaccent, pg_trgm };
