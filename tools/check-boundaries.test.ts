import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBoundaries, importsOf, type SourceFile, valueImportsOf } from "./check-boundaries";

const file = (p: string, ...imports: string[]): SourceFile => ({
  path: p,
  text: imports.map((spec, i) => `import { x${i} } from "${spec}";`).join("\n"),
});

describe("import boundaries", () => {
  it("reads static, type-only, re-exported and dynamic imports", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'import {\n  c,\n  d,\n} from "@/c";',
      'export { e } from "./e";',
      'import "./side-effect.css";',
      'const F = lazy(() => import("./f"));',
    ].join("\n");
    expect(importsOf(text)).toEqual(["./a", "../b", "@/c", "./e", "./side-effect.css", "./f"]);
  });

  it("refuses drizzle-orm and the schema in a route file", () => {
    const violations = checkBoundaries([
      file("src/server/features/clients/clients.routes.ts", "drizzle-orm", "../../db/schema/clients"),
      file("src/server/features/clients/clients.queries.ts", "drizzle-orm", "../../db/schema/clients"),
    ]);
    expect(violations).toEqual([
      {
        file: "src/server/features/clients/clients.routes.ts",
        message: expect.stringContaining('"drizzle-orm"'),
      },
      {
        file: "src/server/features/clients/clients.routes.ts",
        message: expect.stringContaining('"../../db/schema/clients"'),
      },
    ]);
    expect(violations[0]!.message).toMatch(/route files import no .*\*\.queries\.ts/);
  });

  it("tells value imports from type-only ones", () => {
    const text = [
      'import { and, eq } from "drizzle-orm";',
      'import type { InferSelectModel } from "drizzle-orm";',
      'import { type clients, type projects } from "../../db/schema/index.js";',
      'import { type Db, db } from "../../db/client.js";',
      'import * as schema from "../../db/schema";',
      'const m = await import("./lazy.js");',
    ].join("\n");
    expect(valueImportsOf(text)).toEqual([
      "drizzle-orm",
      "../../db/client.js",
      "../../db/schema",
      "./lazy.js",
    ]);
  });

  it("keeps SQL in queries files: a service importing drizzle-orm or a table is refused", () => {
    const violations = checkBoundaries([
      file("src/server/features/drip/drip.service.ts", "drizzle-orm"),
      file("src/server/integrations/sms/sms.service.ts", "../../db/schema/index.js"),
      file("src/server/auth/sessions.ts", "drizzle-orm/pg-core"),
      file("src/server/features/drip/drip.queries.ts", "drizzle-orm", "../../db/schema/index.js"),
      file("src/server/features/drip/drip.test.ts", "drizzle-orm"),
      file("src/server/features/drip/drip-engine.fixture.ts", "drizzle-orm"),
      file("src/server/db/migrate.ts", "drizzle-orm"),
      file("src/server/seed/demo.ts", "../db/schema/index.js"),
      file("src/server/test/factories.ts", "drizzle-orm"),
      {
        path: "src/server/features/drip/drip-engine.ts",
        text: 'import type { dripEmails } from "../../db/schema/index.js";\nimport { x } from "./drip.queries.js";',
      },
    ]);
    expect(violations.map((v) => v.file)).toEqual([
      "src/server/features/drip/drip.service.ts",
      "src/server/integrations/sms/sms.service.ts",
      "src/server/auth/sessions.ts",
    ]);
    expect(violations[0]!.message).toBe(
      'only *.queries.ts files run SQL: move the statement that needs "drizzle-orm" into the feature\'s queries file (import type is fine)',
    );
  });

  it("lets a feature reach another only through its index.ts", () => {
    const violations = checkBoundaries([
      file("src/client/features/projects/a.tsx", "../clients/use-clients"),
      file("src/client/features/projects/b.tsx", "@/features/clients/client-detail-page"),
      file(
        "src/client/features/projects/c.tsx",
        "../clients",
        "@/features/clients",
        "@/features/clients/index",
      ),
      file("src/client/features/projects/d.tsx", "./use-projects", "@/components/ui/button", "react"),
    ]);
    expect(violations.map((v) => v.file)).toEqual([
      "src/client/features/projects/a.tsx",
      "src/client/features/projects/b.tsx",
    ]);
    expect(violations[0]!.message).toBe(
      'features/projects reaches features/clients only through features/clients/index.ts (its public face), not "../clients/use-clients": export it there and import "@/features/clients"',
    );
  });

  it("refuses two features that import each other, through their index files too", () => {
    const violations = checkBoundaries([
      file("src/client/features/drip/a.tsx", "@/features/projects"),
      file("src/client/features/projects/b.tsx", "../drip"),
    ]);
    expect(violations).toEqual([
      {
        file: "src/client/features/projects/b.tsx",
        message: expect.stringContaining("client features import each other: drip -> projects -> drip"),
      },
    ]);
  });

  it("refuses a longer loop between features, once", () => {
    const violations = checkBoundaries([
      file("src/client/features/a/x.ts", "@/features/b"),
      file("src/client/features/b/x.ts", "@/features/c"),
      file("src/client/features/c/x.ts", "@/features/a"),
    ]);
    expect(violations.map((v) => v.message)).toEqual([expect.stringContaining("a -> b -> c -> a")]);
  });

  it("keeps components/, hooks/ and lib/ below the features", () => {
    const violations = checkBoundaries([
      file("src/client/components/layout/app-sidebar.tsx", "@/features/auth/use-auth-mutations"),
      file("src/client/hooks/use-x.ts", "../features/auth"),
      file("src/client/lib/x.ts", "@/features/auth"),
      file("src/client/components/ok.tsx", "@/hooks/use-auth", "../lib/api"),
    ]);
    expect(violations.map((v) => v.file)).toEqual([
      "src/client/components/layout/app-sidebar.tsx",
      "src/client/hooks/use-x.ts",
      "src/client/lib/x.ts",
    ]);
    expect(violations[0]!.message).toBe(
      'components/ sits below the features and imports none: "@/features/auth/use-auth-mutations" reaches features/auth',
    );
  });

  it("finds no violation in src", () => {
    const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
    const read = (dir: string): SourceFile[] =>
      fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = path.posix.join(dir, entry.name);
        if (entry.isDirectory()) return read(rel);
        return /\.tsx?$/.test(entry.name)
          ? [{ path: rel, text: fs.readFileSync(path.join(root, rel), "utf8") }]
          : [];
      });
    const files = read("src");
    expect(files.length).toBeGreaterThan(300);
    expect(checkBoundaries(files)).toEqual([]);
  });
});
