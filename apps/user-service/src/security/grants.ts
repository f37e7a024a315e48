import { addSeconds, type Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/** The flows whose first step opens the later ones. */
export type Flow = 'sign-in' | 'id-sign-in' | 'recovery' | 'registration';

/** Opens a flow for a user after its first step (with captcha), for the later steps to check. */
export interface FlowGrants {
  open(userId: string, flow: Flow): Promise<void>;
  isOpen(userId: string, flow: Flow): Promise<boolean>;
}

/** Grants in `flow_grants`, each open for `seconds`. */
export function createFlowGrants(db: Database, clock: Clock, seconds: number): FlowGrants {
  return {
    async open(userId, flow) {
      const expires = addSeconds(clock.now(), seconds);
      await db
        .insertInto('flow_grants')
        .values({ user_id: userId, flow, expires_at: expires })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'flow']).doUpdateSet({ expires_at: expires }),
        )
        .execute();
    },
    async isOpen(userId, flow) {
      const row = await db
        .selectFrom('flow_grants')
        .select('expires_at')
        .where('user_id', '=', userId)
        .where('flow', '=', flow)
        .where('expires_at', '>', clock.now())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

/** How often expired grants are swept out of memory, at most. */
const sweepEveryMs = 60_000;

/**
 * The same grants in this process's memory: a sign-in check then makes one database round trip
 * (the user) instead of two. Like the in-memory throttles, for one process only (THROTTLE_STORE
 * =memory); a restart forgets open grants, which sends people who were between the first step
 * and the code back to the first step. At most `maxKeys` grants are held; when full, the oldest
 * is dropped (that person, too, is asked to start again).
 */
export function createMemoryFlowGrants(
  clock: Clock,
  seconds: number,
  maxKeys = 100_000,
): FlowGrants {
  const grants = new Map<string, number>();
  let sweptAt = 0;
  const sweep = (nowMs: number) => {
    if (nowMs - sweptAt < sweepEveryMs && grants.size < maxKeys) return;
    sweptAt = nowMs;
    for (const [key, expiresMs] of grants) if (expiresMs <= nowMs) grants.delete(key);
    while (grants.size >= maxKeys) {
      const oldest = grants.keys().next();
      if (oldest.done === true) break;
      grants.delete(oldest.value);
    }
  };
  return {
    async open(userId, flow) {
      const nowMs = clock.now().getTime();
      sweep(nowMs);
      const key = `${userId}:${flow}`;
      grants.delete(key); // re-inserted, so the map's order stays oldest first
      grants.set(key, nowMs + seconds * 1000);
    },
    async isOpen(userId, flow) {
      return (grants.get(`${userId}:${flow}`) ?? 0) > clock.now().getTime();
    },
  };
}
