import Typography from '@mui/material/Typography';
import { useMatches } from 'react-router';

/** What the route table puts on each route. */
export interface RouteHandle {
  title: string;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';

/** The title of the deepest matched route. */
function useRouteTitle(): string {
  const matches = useMatches();
  return (
    matches
      .map((m) => m.handle)
      .filter(isRouteHandle)
      .at(-1)?.title ?? ''
  );
}

/** A page heading; by default the current route's title. */
export function PageTitle({ title }: { title?: string }) {
  const routeTitle = useRouteTitle();
  return (
    <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
      {title ?? routeTitle}
    </Typography>
  );
}
