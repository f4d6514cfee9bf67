import AccountBoxIcon from '@mui/icons-material/AccountBox';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BoltIcon from '@mui/icons-material/Bolt';
import BusinessIcon from '@mui/icons-material/Business';
import CallIcon from '@mui/icons-material/Call';
import HomeIcon from '@mui/icons-material/Home';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RouterIcon from '@mui/icons-material/Router';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { SvgIconComponent } from '@mui/icons-material';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/**
 * The tile icons search cards name (Material Symbols names: customer types, contact kinds,
 * product types); any other name shows the generic card icon.
 */
const tileIcons: Record<string, SvgIconComponent> = {
  apartment: ApartmentIcon,
  bolt: BoltIcon,
  business: BusinessIcon,
  call: CallIcon,
  home: HomeIcon,
  local_fire_department: LocalFireDepartmentIcon,
  person: PersonIcon,
  place: PlaceIcon,
  receipt_long: ReceiptLongIcon,
  router: RouterIcon,
  water_drop: WaterDropIcon,
};

export function SearchTileIcon({ name, ...props }: SvgIconProps & { name: string }) {
  const Icon = tileIcons[name] ?? AccountBoxIcon;
  return <Icon {...props} />;
}
