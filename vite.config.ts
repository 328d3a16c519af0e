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
  },
});
