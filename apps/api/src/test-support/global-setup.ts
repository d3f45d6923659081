// Vitest globalSetup of the API projects: migrates and seeds once per run, then every test app
// starts from a copy (templates.ts), so the suite's time does not grow with its files.
import type { TestProject } from 'vitest/node';
import { buildTemplates, dropTemplates, type Templates } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: Templates;
  }
}

export default async function setup(project: TestProject) {
  const templates = await buildTemplates();
  project.provide('apiTemplates', templates);
  return () => dropTemplates(templates);
}
