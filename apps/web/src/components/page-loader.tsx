import { RouteSkeleton } from './page-skeletons';

/** What a page shows while its first data loads: the skeleton of the address's page (page-skeletons.tsx). */
export function PageLoader() {
  return <RouteSkeleton />;
}
