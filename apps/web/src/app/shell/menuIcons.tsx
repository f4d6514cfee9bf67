import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AccountBox from '@mui/icons-material/AccountBox';
import AccountTree from '@mui/icons-material/AccountTree';
import Article from '@mui/icons-material/Article';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import CardMembership from '@mui/icons-material/CardMembership';
import Contacts from '@mui/icons-material/Contacts';
import Description from '@mui/icons-material/Description';
import ElectricalServices from '@mui/icons-material/ElectricalServices';
import Email from '@mui/icons-material/Email';
import EventNote from '@mui/icons-material/EventNote';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Forum from '@mui/icons-material/Forum';
import Gavel from '@mui/icons-material/Gavel';
import Home from '@mui/icons-material/Home';
import LocalPostOffice from '@mui/icons-material/LocalPostOffice';
import Mail from '@mui/icons-material/Mail';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Person from '@mui/icons-material/Person';
import Place from '@mui/icons-material/Place';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Savings from '@mui/icons-material/Savings';
import Sms from '@mui/icons-material/Sms';
import Speed from '@mui/icons-material/Speed';
import Timeline from '@mui/icons-material/Timeline';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icons server menus may name (Material icon names). A name not listed shows a generic icon,
 * so an administrator's typo never breaks the menu.
 */
const menuIcons: Record<string, SvgIconComponent> = {
  AccountBalance,
  AccountBalanceWallet,
  AccountBox,
  AccountTree,
  BarChart,
  Business,
  CardMembership,
  Contacts,
  Description,
  ElectricalServices,
  Email,
  EventNote,
  EventRepeat,
  Forum,
  Gavel,
  Home,
  LocalPostOffice,
  Mail,
  MonitorHeart,
  Person,
  Place,
  Receipt,
  ReceiptLong,
  RequestQuote,
  Savings,
  Sms,
  Speed,
  Timeline,
  VolunteerActivism,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = menuIcons[name] ?? Article;
  return <Icon fontSize="small" />;
}
