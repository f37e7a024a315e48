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
