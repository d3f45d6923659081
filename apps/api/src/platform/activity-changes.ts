// An activity's set-up changed (its time zone, kinds, switches): the modules that keep some of it
// in memory (booking's calendars) listen here, and the module that saves it tells here. Listeners
// hear it once the change is committed, on this instance at once; the tables' triggers NOTIFY the
// other instances.
import fp from 'fastify-plugin';
import { afterCommit } from './unit-of-work.ts';

export type ActivityListener = (activityId: number) => void;

declare module 'fastify' {
  interface FastifyInstance {
    /** Hears every committed change of an activity's set-up made on this instance. */
    onActivityChanged(listener: ActivityListener): void;
    /** The activity's set-up changed in the open unit of work: told once it commits. */
    activityChanged(activityId: number): void;
  }
}

export const activityChangesPlugin = fp(
  async (app) => {
    const listeners: ActivityListener[] = [];
    app.decorate('onActivityChanged', (listener: ActivityListener) => {
      listeners.push(listener);
    });
    app.decorate('activityChanged', (activityId: number) =>
      afterCommit(() => {
        for (const listener of listeners) listener(activityId);
      }),
    );
  },
  { name: 'activity-changes' },
);
