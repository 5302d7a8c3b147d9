import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

export interface UplineMember {
  /** 1 = the member's referrer, 2 = theirs, and so on. */
  level: number;
  id: string;
  name: string;
  userName: string;
  /** Blocked or banned: earns no commission. */
  excluded: boolean;
}

/**
 * The member's upline, nearest first, at most `levels` deep: ONE recursive query through
 * `user.referrerId`. It carries the path walked so far and stops at anyone already on it, so a
 * cycle of any length (A→B→C→A, written by hand in the database) ends the walk instead of
 * looping, nobody appears twice, and the member never appears in their own upline.
 */
export async function uplineOf(db: Kysely<DB>, memberId: string, levels: number): Promise<UplineMember[]> {
  if (levels < 1) return [];
  const { rows } = await sql<{ level: number; id: string; name: string; user_name: string | null; excluded: boolean }>`
    with recursive up (level, id, path) as (
      select 1, u."referrerId", array[u.id, u."referrerId"]
        from "user" u
        where u.id = ${memberId} and u."referrerId" is not null and u."referrerId" <> u.id
      union all
      select up.level + 1, u."referrerId", up.path || u."referrerId"
        from up join "user" u on u.id = up.id
        where up.level < ${levels} and u."referrerId" is not null and u."referrerId" <> all (up.path)
    )
    select up.level, u.id, u.name, coalesce(u."displayUsername", u.username) as user_name,
      (coalesce(u.banned, false) or u."userBlock") as excluded
    from up join "user" u on u.id = up.id
    order by up.level
  `.execute(db);
  return rows.map((r) => ({
    level: Number(r.level),
    id: r.id,
    name: r.name,
    userName: r.user_name ?? '',
    excluded: r.excluded,
  }));
}
