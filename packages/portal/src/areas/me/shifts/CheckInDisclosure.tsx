import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../../app/states.js';
import { useMyText } from '../useMyText.js';
import type { MyShift } from './shifts.js';

const CheckInQr = lazy(() => import('./CheckInQr.js'));

/**
 * "Show my check-in code" under an upcoming shift (issue 48): a disclosure whose QR code and
 * its library load only when it is opened.
 */
export function CheckInDisclosure({ shift }: { shift: MyShift }) {
  const { text } = useMyText();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="vkm-check-in-details"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>{text.checkInShow}</summary>
      {open ? (
        <Suspense fallback={<Loading label={text.checkInLoading} />}>
          <CheckInQr shift={shift} />
        </Suspense>
      ) : null}
    </details>
  );
}
