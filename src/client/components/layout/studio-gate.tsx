/**
 * Everything that is not a sign-in or public page: a studio screen for a signed-in photographer, or
 * the not-found page. Loaded as its own chunk so the public pages' first load carries neither the
 * studio route table nor the session check.
 */
import { lazy, Suspense } from "react";
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from "wouter";
import { PageSpinner } from "@/components/layout/page-spinner";
import { useAuth } from "@/hooks/use-auth";
import { studioRoutes } from "../../studio-routes";

const NotFoundPage = lazy(() => import("./not-found-page").then((m) => ({ default: m.NotFoundPage })));
const AppShell = lazy(() => import("./app-shell"));

/** Studio screens need a signed-in photographer; the shell stays mounted while its pages change. */
function StudioGate() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner label="Loading your studio" />;
  if (!user) return <Redirect to="/login" replace />;
  if (user.role !== "PHOTOGRAPHER") return <Redirect to="/client-portal" replace />;
  return (
    <AppShell user={user}>
      <Suspense fallback={<PageSpinner fullScreen={false} />}>
        <Switch>
          {studioRoutes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
        </Switch>
      </Suspense>
    </AppShell>
  );
}

export default function StudioOrNotFound() {
  const router = useRouter();
  const [location] = useLocation();
  const isStudioPath = studioRoutes.some(({ path }) => matchRoute(router.parser, path, location)[0]);
  return isStudioPath ? <StudioGate /> : <NotFoundPage />;
}
