import { useMyText } from '../useMyText.js';
import { needText, type NeedHeld } from './needs.js';

/**
 * What a shift or an opportunity needs and, for each need, whether the
 * volunteer holds it on the work's day and when their check expires
 * (issue 50); nothing when the work asks for no clearance.
 */
export function WorkNeeds({ needs, label }: { needs: readonly NeedHeld[]; label: string }) {
  const { text, fill } = useMyText();
  if (needs.length === 0) return null;
  return (
    <div className="vkm-needs">
      <p className="vkm-needs-title">{text.workNeeds}</p>
      <ul aria-label={`${text.workNeeds}: ${label}`}>
        {needs.map((n, i) => (
          <li key={i} data-met={n.met ? 'yes' : 'no'}>
            <span aria-hidden="true" className="vkm-need-mark">
              {n.met ? '✓' : '!'}
            </span>{' '}
            {needText(n, text, fill)}
          </li>
        ))}
      </ul>
    </div>
  );
}
