import { integer, timestamp } from 'drizzle-orm/pg-core';

/*
 * The columns every table writes the same way. Portable schema rules (stack notes, section 2):
 * identity keys, text + CHECK instead of enums, nothing beyond PostgreSQL 15, so PGlite,
 * PostgreSQL and Citus run the same migrations.
 */

/** The row's own key, given by the database. */
export const identityId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A moment, always with its time zone. */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When a row was written. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** When a row last changed. */
export const updatedAt = () => instant('updated_at').notNull().defaultNow();
