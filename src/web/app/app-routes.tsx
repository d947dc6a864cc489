import { Component, isValidElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router';
import { isLazyPage } from './lazy-page';
import { appRoutes } from './router';
import { RouteErrorPage } from './routes/route-error-page';

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { failedAt: string | null };

/**
 * The application error boundary: a render or page-loading failure shows RouteErrorPage instead
 * of a blank page. Moving to another path tries again (the failure may have been one page's).
 */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

/**
 * The guards above the first page (its lazy layout routes: RequireAuth, then RequireBusiness) start
 * loading together. Each rendered only once the one above let it through, so a business page
 * asked for its guard's chunk after the current user was read, and for its businesses after that.
 * The pages themselves still load when reached (docs/decisions/009: early, they took the
 * connections the user's read needed).
 */
export const preloadGuardsOf = (pathname: string) => {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : null;
    if (route.children && isLazyPage(type)) type.preload().catch(() => undefined);
  }
};

/**
 * The route table in React Router's declarative mode. The data router (createBrowserRouter) cost
 * ~18 KB gzipped on every first load for loaders, actions and fetchers the app does not use
 * (docs/decisions/014); its errorElement and ScrollRestoration are replaced by the boundary above
 * and useScrollRestoration.
 */
export const AppRoutes = () => {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
};
