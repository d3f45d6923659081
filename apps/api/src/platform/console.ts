// What the console's home lists (issue 25): each module registers its set-up step (done or not)
// and what of its waits for the staff, next to its routes; the console module reads them all.
// A part of a feature applies only while the activity has that feature on.
import type { AttentionKey, SetupStepKey } from '@tessera/domain';
import fp from 'fastify-plugin';
import type { Db } from './db.ts';
import type { FeatureName } from './features.ts';

export interface SetupStep {
  key: SetupStepKey;
  feature?: FeatureName;
  done(db: Db, activityId: number): Promise<boolean>;
}

export interface Attention {
  key: AttentionKey;
  feature?: FeatureName;
  count(db: Db, activityId: number, now: Date): Promise<number>;
}

export interface ConsoleParts {
  steps: SetupStep[];
  attention: Attention[];
}

declare module 'fastify' {
  interface FastifyInstance {
    registerSetupStep(step: SetupStep): void;
    registerAttention(attention: Attention): void;
    consoleParts: Readonly<ConsoleParts>;
  }
}

export const consolePlugin = fp(
  async (app) => {
    const parts: ConsoleParts = { steps: [], attention: [] };
    app.decorate('consoleParts', parts);
    app.decorate('registerSetupStep', (step: SetupStep) => {
      if (parts.steps.some((s) => s.key === step.key)) throw new Error(`step '${step.key}' twice`);
      parts.steps.push(step);
    });
    app.decorate('registerAttention', (attention: Attention) => {
      if (parts.attention.some((a) => a.key === attention.key)) {
        throw new Error(`attention '${attention.key}' twice`);
      }
      parts.attention.push(attention);
    });
  },
  { name: 'console' },
);
