// Prisma's CLI on the derived PostgreSQL schema whatever DATABASE_URL says: `prisma generate` and
// `prisma migrate diff` (lib/cli/steps.mjs, lib/cli/new-migration.mjs). Prisma refuses an adapter of another
// provider than the schema's, so the SQLite config cannot serve this schema.
import { isPostgresUrl } from '../../lib/database-url';
import { postgresCliConfig } from './cli-config';

// The schema's datasource line must name a PostgreSQL URL even for `generate`, which connects nowhere.
if (!isPostgresUrl(process.env.DATABASE_URL ?? '')) process.env.DATABASE_URL = 'postgresql://127.0.0.1/aeris';

export default postgresCliConfig(process.env.DATABASE_URL ?? '');
