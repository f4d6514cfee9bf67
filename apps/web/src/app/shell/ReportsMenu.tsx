import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { texts } from '@wattle/contract';
import { navigationQueries } from '../../api/navigation';
import { paths, reportPath } from '../paths';
import { CategoryMenu } from './CategoryMenu';
import type { MenuAnchor } from './HoverMenuButton';
import { groupByCategory } from './menuRoutes';

/** Reports: 'My reports', then the report list grouped by category, categories sorted alphabetically. */
export function ReportsMenu({ anchor }: { anchor: MenuAnchor }) {
  const { data = [] } = useQuery(navigationQueries.reportList());
  const entries = data.map((report) => ({
    key: String(report.id),
    name: report.name,
    category: report.category,
    isLocked: report.isLocked,
    to: reportPath(report.id),
  }));
  return (
    <CategoryMenu
      anchor={anchor}
      groups={groupByCategory(entries, true)}
      leading={[
        <MenuItem key="my-reports" component={Link} to={paths.myReports} onClick={anchor.onClose}>
          {texts.topBar.myReports}
        </MenuItem>,
        <Divider key="my-reports-divider" />,
      ]}
    />
  );
}
