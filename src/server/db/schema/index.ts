// The one schema drizzle-kit reads; every table file is re-exported here.
export * from './users';
