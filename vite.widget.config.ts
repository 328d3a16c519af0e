/**
 * The embed script (src/client/widget/embed.ts) on its own: one small IIFE at dist/widget/widget.js,
 * served as /widget.js. Separate from vite.config.ts, whose build owns dist/client; each empties only
 * its own folder. The server builds the same config in memory when dist/widget is missing.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL("./dist/widget", import.meta.url)),
    emptyOutDir: true,
    // Studios' websites are visited by all sorts of browsers; shadow DOM needs 2018-era ones anyway.
    target: "es2019",
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL("./src/client/widget/embed.ts", import.meta.url)),
      formats: ["iife"],
      name: "FocalWidget",
      fileName: () => "widget.js",
    },
  },
});
