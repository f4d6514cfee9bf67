import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import BusinessIcon from '@mui/icons-material/Business';
import CancelIcon from '@mui/icons-material/Cancel';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';
import LinkIcon from '@mui/icons-material/Link';
import LocalPostOfficeIcon from '@mui/icons-material/LocalPostOffice';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReceiptIcon from '@mui/icons-material/Receipt';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import SmsIcon from '@mui/icons-material/Sms';
import UndoIcon from '@mui/icons-material/Undo';
import type { SvgIconComponent } from '@mui/icons-material';

/** Icons sections and actions may name (iconName); an unknown name shows the generic one. */
const ICONS: Record<string, SvgIconComponent> = {
  AccountBalance: AccountBalanceIcon,
  Add: AddIcon,
  Assignment: AssignmentIcon,
  Business: BusinessIcon,
  Cancel: CancelIcon,
  CreditCard: CreditCardIcon,
  Delete: DeleteIcon,
  Description: DescriptionIcon,
  Edit: EditIcon,
  Email: EmailIcon,
  Favorite: FavoriteIcon,
  Home: HomeIcon,
  Link: LinkIcon,
  LocalPostOffice: LocalPostOfficeIcon,
  OpenInNew: OpenInNewIcon,
  Payments: PaymentsIcon,
  Person: PersonIcon,
  Receipt: ReceiptIcon,
  Refresh: RefreshIcon,
  Save: SaveIcon,
  Send: SendIcon,
  Sms: SmsIcon,
  Undo: UndoIcon,
};

export function SectionIcon({ name, fontSize = 'small' }: { name: string | null; fontSize?: 'small' | 'medium' | 'large' }) {
  const Icon = (name && ICONS[name]) || PlayArrowIcon;
  return <Icon fontSize={fontSize} />;
}
