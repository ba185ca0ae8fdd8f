import {
  BedDouble,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Database,
  FileText,
  House,
  LayoutDashboard,
  Mail,
  ReceiptPoundSterling,
  Settings,
  ShieldCheck,
  UserPlus,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

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
