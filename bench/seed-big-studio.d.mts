/** Types of seed-big-studio.mjs, for the TypeScript e2e that imports it. */
export function seedBigStudio(
  query: (text: string, params?: unknown[]) => Promise<unknown>,
  photographerId: string,
  options?: { clients?: number; projectsPerClient?: number },
): Promise<void>;
