// One module per icon (not the package's index of every icon): the build and the tests
// load only these.
import BedDouble from 'lucide-react/icons/bed-double';
import Briefcase from 'lucide-react/icons/briefcase';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartColumn from 'lucide-react/icons/chart-column';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Database from 'lucide-react/icons/database';
import FileText from 'lucide-react/icons/file-text';
import House from 'lucide-react/icons/house';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import ReceiptPoundSterling from 'lucide-react/icons/receipt-pound-sterling';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserPlus from 'lucide-react/icons/user-plus';
import Users from 'lucide-react/icons/users';
import Wrench from 'lucide-react/icons/wrench';
import type { LucideIcon } from 'lucide-react';

/**
 * The icon of each navigation section (lucide, one set for the whole portal), by
 * section id; a section without one keeps its two-letter mark. The label always
 * stays beside it: the icon only helps the eye find its place.
 */
export const SECTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  home: LayoutDashboard,
  own: House,
  people: Users,
  opportunities: Briefcase,
  recruitment: UserPlus,
  rotas: CalendarDays,
  residential: BedDouble,
  events: CalendarCheck,
  expenses: ReceiptPoundSterling,
  tasks: ClipboardList,
  communication: Mail,
  content: FileText,
  safety: ShieldCheck,
  development: Wrench,
  analytics: ChartColumn,
  settings: Settings,
  explorer: Database,
};

/** A section's mark: its icon, else its two letters (hidden from screen readers either way). */
export function SectionMark({ id, short }: { id: string; short: string }) {
  const Icon = SECTION_ICONS[id];
  return (
    <span className="vkp-section-mark" aria-hidden="true" data-icon={Icon ? '' : undefined}>
      {Icon ? <Icon size={18} strokeWidth={2} focusable={false} /> : short}
    </span>
  );
}
