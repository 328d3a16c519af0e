import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./tools/precompress";

const outDir = fileURLToPath(new URL("./dist/client", import.meta.url));

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompress(outDir)],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src/client", import.meta.url)) },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // bench/public-bundle.mjs and bench/studio-bundle.mjs read the chunk graph from it to measure first loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The small pure modules every client-facing page shares (brand colours, message and skeleton
              // frames, the money format and the tax line): one chunk instead of eight, each of which cost a
              // request and its own import lines.
              name: "public-kit",
              test: /src[\\/](client[\\/](lib[\\/](contrast|portal-brand|public-brand)|components[\\/](bones|public-message|public-skeleton))|shared[\\/](currency|tax))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
