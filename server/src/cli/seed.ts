// `npm run seed`: demo data into an empty database (the server does the same on first start).
import { openMigratedDatabase, seedIfEmpty } from '../bootstrap.js';
import { loadConfig } from '../config.js';

const config = loadConfig();
const database = await openMigratedDatabase(config);
try {
  const seeded = await seedIfEmpty(config, database, (line) => console.log(line));
  if (!seeded)
    console.log('The database already has data; nothing seeded. Remove DATA_DIR/pg to start over.');
} finally {
  await database.close();
}
