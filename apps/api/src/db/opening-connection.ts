import type { Database, DatabaseConnection } from './client';

/**
 * A connection still being opened, handed to the server so that it can be built and start serving the
 * web app's files while PGlite compiles and starts (most of a start-up). Its `db` forwards to the real
 * database once open; before that, nothing may query it: the server holds every API request until
 * `ready` settles (see buildApp's `databaseReady`).
 */
export function openingConnection(kind: DatabaseConnection['kind'], opening: Promise<DatabaseConnection>) {
  let opened: DatabaseConnection | undefined;
  const ready = opening.then((connection) => {
    opened = connection;
  });
  // The caller awaits `ready`; a failure must not also be reported as unhandled here.
  ready.catch(() => {});
  const db = new Proxy({} as Database, {
    get: (_target, key) => {
      // Before it is open the handle has no properties (nothing may use it while the app is built): a query
      // there would fail, but the API requests that make them are held until it is open.
      if (!opened) return undefined;
      const database = opened.db;
      const value: unknown = Reflect.get(database, key, database);
      return typeof value === 'function' ? value.bind(database) : value;
    },
  });
  const connection: DatabaseConnection = {
    db,
    kind,
    runSql: async (text, values) => (await opening).runSql(text, values),
    close: async () => (await opening).close(),
  };
  // PGlite's backups dump the open instance (modules/backups); PostgreSQL has no such method.
  if (kind === 'pglite') connection.dumpDataDir = async () => ((await opening).dumpDataDir as () => Promise<Blob>)();
  return { connection, ready };
}
