import type { TestProject } from 'vitest/node';
import { createTemplate, type Template } from './templateDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database, which createTestApp copies for each file. */
    dbTemplate: Template;
  }
}

/** vitest globalSetup of the server project: builds the template once; the returned function removes it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, remove } = await createTemplate(process.env.DATABASE_URL);
  project.provide('dbTemplate', template);
  return remove;
}
