import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@eqa/core';

/**
 * The embedded database's dialect: kysely-pglite-dialect, whose single connection is handed to one
 * caller at a time (a query outside a transaction takes it too), with a time limit on waiting
 * for it.
 *
 * Code that asks for a connection while it holds the one connection in a transaction would wait
 * for itself forever and, with it, every other request. Such code is a bug (no code path takes a
 * second connection inside a transaction); the limit turns the bug from a server that hangs
 * into one failed call, whose transaction then rolls back and frees the connection. A caller that
 * merely waited behind a long transaction gets the same 503 after the limit, as a real pool's
 * acquisition timeout answers.
 */
export function guardedPgliteDialect(lite: PGlite, acquireTimeoutMs: number): Dialect {
  const inner = new PGliteDialect(lite);
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => new TimedAcquireDriver(inner.createDriver(), acquireTimeoutMs),
  };
}

class TimedAcquireDriver implements Driver {
  constructor(
    private readonly driver: Driver,
    private readonly acquireTimeoutMs: number,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const acquiring = this.driver.acquireConnection();
    return new Promise<DatabaseConnection>((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        reject(
          AppError.unavailable(`The embedded database's connection did not come free within ${this.acquireTimeoutMs} ms`, {
            type: 'service_unavailable',
          }),
        );
      }, this.acquireTimeoutMs);
      acquiring.then(
        (connection) => {
          clearTimeout(timer);
          // the caller gave up: hand the connection straight back when it comes
          if (timedOut) void this.driver.releaseConnection(connection);
          else resolve(connection);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}
