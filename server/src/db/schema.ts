// Every table, one import for the queries and drizzle-kit: the members' site's tables, and the
// staff's (ADR 0032) and moderation's (ADR 0033) in files of their own, which reference the
// members' tables but never this barrel (no import cycle).
export * from './member-schema.js';
export * from './credits-schema.js';
export * from './likes-schema.js';
export * from './lander-schema.js';
export * from './chat-schema.js';
export * from './operations-schema.js';
export * from './staff-schema.js';
export * from './moderation-schema.js';
// Members' exports of their own data (ADR 0070).
export * from './export-schema.js';
