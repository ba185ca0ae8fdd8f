import { Link } from 'react-router';
import { Avatar, useOwnPhoto } from '../../../app/ui/Avatar.js';
import { useMyText } from '../useMyText.js';
import './keep.css';

/**
 * The top of the volunteer's home (issue 49): their profile photo (or their
 * initials, with a link to add one on their record) and the way to their
 * recognitions, to-dos and favourites.
 */
export function HomeKeep({ userId, name }: { userId: string; name: string }) {
  const { text, fill } = useMyText();
  const photo = useOwnPhoto(userId);
  return (
    <div className="vkm-home-keep">
      <Link to="/me" className="vkm-home-photo">
        <Avatar url={photo} name={name} size="large" label={fill(text.photoOf, { name })} />
        <span className="vkp-visually-hidden">{text.navRecord}</span>
      </Link>
      <Link to="/my/recognitions">{text.navKeep}</Link>
    </div>
  );
}
