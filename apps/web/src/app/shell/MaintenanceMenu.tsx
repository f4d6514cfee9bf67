import { useQuery } from '@tanstack/react-query';
import { navigationQueries } from '../../api/navigation';
import { CategoryMenu } from './CategoryMenu';
import type { MenuAnchor } from './HoverMenuButton';
import { maintenanceSections } from './maintenanceSections';
import { maintenanceRoute } from './menuRoutes';

/** Maintenance: daily work first, then administration, each grouped by category; each item opens its screen by the code-to-route mapping. */
export function MaintenanceMenu({ anchor }: { anchor: MenuAnchor }) {
  const { data = [] } = useQuery(navigationQueries.maintenanceMenu());
  const entries = data.map((item) => ({ key: item.code, name: item.name, category: item.category, isLocked: item.isLocked, to: maintenanceRoute(item.code) }));
  return <CategoryMenu anchor={anchor} sections={maintenanceSections(entries)} />;
}
