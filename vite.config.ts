import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./tools/precompress";

const outDir = fileURLToPath(new URL("./dist/client", import.meta.url));

/** The UI primitives of the public pages (components/ui/*.tsx), chunked with them: see public-kit. */
const PUBLIC_UI = ["button", "badge", "table", "label", "input", "form-field", "submit-button", "skeleton"];
/**
 * The icons the public proposal page shares with other pages (lucide-react file names). One the page
 * alone uses lands in its own chunk anyway; loader-circle stays out, the entry script has it.
 */
const PUBLIC_ICONS = [
  "arrow-down",
  "calendar-heart",
  "circle-check",
  "credit-card",
  "download",
  "file-pen-line",
  "file-question-mark",
  "info",
  "lock",
  "mail",
  "rotate-cw",
  "shield-check",
  "triangle-exclamation-point",
  "x",
];

/** The icons of the public scheduling pages (none of them on the proposal page, which has no room). */
const PUBLIC_SCHEDULING_ICONS = [
  "calendar-clock",
  "calendar-days",
  "calendar-plus",
  "calendar-x-2",
  "chevron-left",
  "chevron-right",
  "circle-x",
  "clock",
  "map-pin",
  "sparkles",
  "tag",
  "video",
  "wallet",
];

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
              // The small modules every client-facing page shares (brand colours, message and skeleton
              // frames, the contract's frame document, the money format and the tax line), with the UI
              // primitives, the Radix bits under them and the icons the public proposal page uses: one
              // chunk instead of some thirty, each of which cost a request and its own import lines (about
              // 5 kB gzipped on that page). The studio uses all of the primitives anyway; a few icons more
              // cost it well under 1 kB.
              name: "public-kit",
              test: new RegExp(
                [
                  String.raw`src[\\/]client[\\/]lib[\\/](contrast|contract-document|portal-brand|public-brand)\.tsx?$`,
                  String.raw`src[\\/]client[\\/]components[\\/](bones|public-message|public-skeleton)\.tsx?$`,
                  String.raw`src[\\/]client[\\/]components[\\/]ui[\\/](${PUBLIC_UI.join("|")})\.tsx$`,
                  String.raw`src[\\/]shared[\\/](currency|tax)\.tsx?$`,
                  String.raw`@radix-ui[\\/](react-slot|react-compose-refs|react-primitive|react-label)[\\/]`,
                  String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](${PUBLIC_ICONS.join("|")})\.mjs$`,
                ].join("|"),
              ),
              includeDependenciesRecursively: false,
            },
            {
              // The icons of the public scheduling pages (calendar, session type, booking page): one
              // chunk instead of a dozen of about 0.3 kB each, mostly import lines and chunk overhead.
              name: "public-scheduling-icons",
              test: new RegExp(
                String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](${PUBLIC_SCHEDULING_ICONS.join("|")})\.mjs$`,
              ),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
