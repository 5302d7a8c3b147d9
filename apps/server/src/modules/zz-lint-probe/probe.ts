export const run = (db: { selectFrom(t: string): unknown }) => db.selectFrom("job");
