// `pnpm --filter @areia/api jwt:rotate`: a new current signing key, the current one kept as the previous one.
// Reads the database the way the API does (DATABASE_URL, else the PGlite folder of AREIA_DATA_DIR).
import { configFromEnv } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { rotateJwtKey } from '../src/platform/auth/jwt-keys';

const config = configFromEnv();
if (config.jwtSecret) {
  console.error('AREIA_JWT_SECRET está definido: as instâncias assinam com ele, não com as chaves do banco.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const kid = await rotateJwtKey(database.db);
  console.log(`Nova chave de assinatura: ${kid}. As instâncias passam a usá-la em até um minuto.`);
} finally {
  await database.close();
}
