/**
 * The signed-in photographer's screens, each loaded on demand in its own chunk. The paths
 * are also what app.tsx uses to tell a studio address from an unknown one.
 */
import { type ComponentType, lazy } from "react";

export interface StudioRoute {
  path: string;
  component: ComponentType;
}

export const studioRoutes: readonly StudioRoute[] = [
  {
    path: "/",
    component: lazy(() =>
      import("./features/dashboard/dashboard-page").then((m) => ({ default: m.DashboardPage })),
    ),
  },
  {
    path: "/clients",
    component: lazy(() =>
      import("./features/clients/clients-page").then((m) => ({ default: m.ClientsPage })),
    ),
  },
  {
    path: "/clients/:id",
    component: lazy(() =>
      import("./features/clients/client-detail-page").then((m) => ({ default: m.ClientDetailPage })),
    ),
  },
  {
    path: "/projects",
    component: lazy(() =>
      import("./features/projects/projects-page").then((m) => ({ default: m.ProjectsPage })),
    ),
  },
  {
    // Before /projects/:id, which would otherwise take "pipeline" for a project id. The sidebar's
    // Projects entry stays highlighted here (it matches /projects and everything below it).
    path: "/projects/pipeline",
    component: lazy(() =>
      import("./features/projects/pipeline-page").then((m) => ({ default: m.PipelinePage })),
    ),
  },
  {
    path: "/projects/:id",
    component: lazy(() =>
      import("./features/projects/project-detail-page").then((m) => ({ default: m.ProjectDetailPage })),
    ),
  },
  {
    path: "/proposals",
    component: lazy(() =>
      import("./features/proposals/proposals-page").then((m) => ({ default: m.ProposalsPage })),
    ),
  },
  {
    path: "/proposals/new",
    component: lazy(() =>
      import("./features/proposals/new-proposal-page").then((m) => ({ default: m.NewProposalPage })),
    ),
  },
  {
    path: "/templates",
    component: lazy(() =>
      import("./features/templates/templates-page").then((m) => ({ default: m.TemplatesPage })),
    ),
  },
  {
    path: "/automations",
    component: lazy(() =>
      import("./features/automations/automations-page").then((m) => ({ default: m.AutomationsPage })),
    ),
  },
  {
    path: "/drip-campaigns",
    component: lazy(() =>
      import("./features/drip/drip-campaigns-page").then((m) => ({ default: m.DripCampaignsPage })),
    ),
  },
  {
    // One of the studio's own campaigns (any of its versions): its settings, e-mails and version history.
    path: "/drip-campaigns/custom/:id",
    component: lazy(() =>
      import("./features/drip-campaigns/campaign-editor-page").then((m) => ({
        default: m.CampaignEditorPage,
      })),
    ),
  },
  {
    path: "/packages",
    component: lazy(() =>
      import("./features/packages/packages-page").then((m) => ({ default: m.PackagesPage })),
    ),
  },
  {
    path: "/widget-generator",
    component: lazy(() =>
      import("./features/widget/widget-generator-page").then((m) => ({ default: m.WidgetGeneratorPage })),
    ),
  },
  {
    path: "/questionnaires",
    component: lazy(() =>
      import("./features/questionnaires/questionnaires-page").then((m) => ({
        default: m.QuestionnairesPage,
      })),
    ),
  },
  {
    path: "/scheduling",
    component: lazy(() =>
      import("./features/scheduling/scheduling-page").then((m) => ({ default: m.SchedulingPage })),
    ),
  },
  {
    path: "/reports",
    component: lazy(() =>
      import("./features/reports/reports-page").then((m) => ({ default: m.ReportsPage })),
    ),
  },
  {
    path: "/earnings",
    component: lazy(() =>
      import("./features/payments/earnings-page").then((m) => ({ default: m.EarningsPage })),
    ),
  },
  {
    // Not in the sidebar: reached from the "Login link generated" toast while no SMTP is configured.
    path: "/outbox",
    component: lazy(() => import("./features/outbox/outbox-page").then((m) => ({ default: m.OutboxPage }))),
  },
  {
    path: "/settings",
    component: lazy(() =>
      import("./features/photographer/settings-page").then((m) => ({ default: m.SettingsPage })),
    ),
  },
];
