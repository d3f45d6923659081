// The activity's part of the console home (issue 25): the step "activity and look" is done once the
// customer app shows something of the business beyond its name and colours: a logo, or the home's
// media of its template (pictures for I, a video for V).
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { activities } from '../../platform/tables.ts';
import { activityConfigurations, activityImages, activityVideos } from './activities.tables.ts';

export function registerActivitiesConsole(app: FastifyInstance) {
  app.registerSetupStep({
    key: 'activity',
    done: async (db, activityId) => {
      const [row] = await db
        .select({
          logo: activities.logoFileName,
          template: activityConfigurations.templateAppHome,
          pictures: sql<boolean>`exists (select 1 from ${activityImages}
            where ${activityImages.activityId} = ${activities.id})`,
          video: sql<boolean>`exists (select 1 from ${activityVideos}
            where ${activityVideos.activityId} = ${activities.id})`,
        })
        .from(activities)
        .leftJoin(activityConfigurations, eq(activityConfigurations.activityId, activities.id))
        .where(eq(activities.id, activityId));
      if (!row) return false;
      // A configuration not made yet reads as its column's default: pictures (I).
      const template = row.template ?? 'I';
      return Boolean(
        row.logo || (template === 'I' && row.pictures) || (template === 'V' && row.video),
      );
    },
  });
}
