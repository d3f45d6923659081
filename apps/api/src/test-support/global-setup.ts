// Vitest globalSetup of the API projects: migrates and seeds once per run, then every test app
// starts from a copy (templates.ts), so the suite's time does not grow with its files. Where a
// worker keeps its modules between files (`isolate: false`), its files share one app
// (harness.ts); the teardown drops the run's databases, the workers' shared ones too.
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type Templates } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: Templates;
    /** Whether files may share their worker's app: its modules outlive a file. */
    shareTestApp: boolean;
  }
}

export default async function setup(project: TestProject) {
  const templates = await buildTemplates();
  project.provide('apiTemplates', templates);
  // TEST_OWN_APPS=1 gives every file an app of its own: to tell a leak between files.
  project.provide('shareTestApp', project.config.isolate === false && !process.env.TEST_OWN_APPS);
  return () => dropTemplates(templates);
}
