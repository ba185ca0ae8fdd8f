import { render, screen } from '@testing-library/react';
import { TeamNameLink, teamLinkHref } from './TeamNameLink.js';

describe('TeamNameLink', () => {
  const team = { id: 42, name: 'Camden' };

  it('links with the permission', () => {
    render(
      <TeamNameLink
        team={team}
        userId={7}
        user={{ permissions: ['view-related-hierarchy-touchpoints'] }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Camden' }).getAttribute('href')).toBe(
      '/portal/team/42#tab=1&user_id=7',
    );
  });

  it.each([[{ permissions: ['view-users'] }], [{ permissions: [] }], [{}], [null], [undefined]])(
    'is plain text for %j',
    (user) => {
      render(<TeamNameLink team={team} userId={7} user={user} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('Camden').tagName).toBe('SPAN');
    },
  );

  it('encodes the ids', () => {
    expect(teamLinkHref('a/b', '1&x=2')).toBe('/portal/team/a%2Fb#tab=1&user_id=1%26x%3D2');
  });
});
