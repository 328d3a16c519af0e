import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { queryClient } from "./lib/query-client";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
      <LazyToaster />
    </QueryClientProvider>
  </StrictMode>,
);
