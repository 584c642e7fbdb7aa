// Opens the database the configuration names and brings its schema up to date.
import fs from 'node:fs';
import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './db';
import { migrate } from './migrate';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  let db: Database;
  if (config.databaseUrl) {
    db = await openPostgres(config.databaseUrl);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    db = await openPglite({ dataDir: config.dataDir });
  }
  await migrate(db);
  return db;
}
