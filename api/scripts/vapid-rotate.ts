// `pnpm --filter @areia/api vapid:rotate`: a new VAPID key pair signs pushes; the current one is kept as the previous
// one for devices that subscribed with it, until the app subscribes them again. Reads the database the way the API
// does (DATABASE_URL, else the PGlite folder of AREIA_DATA_DIR).
import { configFromEnv } from '../src/config';
import { openDatabase } from '../src/platform/db/client';
import { rotateVapidKey } from '../src/platform/push/vapid-keys';

const config = configFromEnv();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const kid = await rotateVapidKey(database.db);
  console.log(`Nova chave VAPID: ${kid}. Os aparelhos se inscrevem de novo com ela na próxima vez que abrirem o app.`);
} finally {
  await database.close();
}
