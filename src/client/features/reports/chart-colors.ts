/**
 * The charts' colours and sizes, apart from report-charts.tsx so that the legends and the loading
 * placeholders can use them without pulling recharts into the page's first load.
 */
export const REVENUE_COLOR = "#3b82f6";
export const PROPOSALS_COLOR = "#93c5fd";
export const SIGNED_COLOR = "#10b981";
/** The pipeline funnel's height per stage. */
export const BAR_ROW_HEIGHT = 40;
