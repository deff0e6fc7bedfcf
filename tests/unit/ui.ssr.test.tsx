import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Avatar } from '../../src/ui/Avatar/Avatar';
import { avatarLetter } from '../../src/ui/Avatar/avatarLetter';
import { Button } from '../../src/ui/Button/Button';
import { Card, CardMeta, CardTitle } from '../../src/ui/Card/Card';
import { Checkbox } from '../../src/ui/Checkbox/Checkbox';
import { Dialog } from '../../src/ui/Dialog/Dialog';
import { Drawer } from '../../src/ui/Drawer/Drawer';
import { Container, Page } from '../../src/ui/Layout/Layout';
import { ExternalLink } from '../../src/ui/Link/Link';
import { Menu } from '../../src/ui/Menu/Menu';
import { TextField } from '../../src/ui/TextField/TextField';

/** Every design-system component renders on the server (pages are prerendered later). */
describe('design system renders on the server', () => {
  it.each([
    ['Button', <Button key="b">Spara</Button>, 'Spara'],
    ['TextField with error', <TextField key="t" label="E-post" errorMessage="Fel" />, 'E-post'],
    ['Checkbox', <Checkbox key="c">Jag godkänner</Checkbox>, 'Jag godkänner'],
    [
      'Card',
      <Card key="k">
        <CardTitle>Rubrik</CardTitle>
        <CardMeta>Meta</CardMeta>
      </Card>,
      'Rubrik',
    ],
    ['Avatar', <Avatar key="a" username="stina" />, 'S'],
    [
      'Layout',
      <Page key="p" title="Om oss">
        <Container>
          <p>x</p>
        </Container>
      </Page>,
      'Om oss',
    ],
    [
      'ExternalLink',
      <ExternalLink key="e" href="https://example.se">
        Extern
      </ExternalLink>,
      'noopener',
    ],
    [
      'Menu',
      <Menu
        key="m"
        label="Meny"
        trigger={<Button>Inloggad</Button>}
        items={[{ id: 'a', label: 'A' }]}
      />,
      'Inloggad',
    ],
  ])('%s', (_, element, expected) => {
    const html = renderToString(element);
    expect(html).toContain(expected);
  });

  // A closed overlay is not in the page at all: neither its title nor its content is rendered.
  it.each([
    [
      'Dialog (closed)',
      <Dialog key="d" title="Dialogrubrik" isOpen={false}>
        Dialoginnehåll
      </Dialog>,
    ],
    [
      'Drawer (closed)',
      <Drawer key="r" title="Lådrubrik" closeLabel="Stäng" isOpen={false} onOpenChange={() => {}}>
        Lådinnehåll
      </Drawer>,
    ],
  ])('%s renders nothing', (_, element) => {
    const html = renderToString(element);
    expect(html).not.toMatch(/rubrik|innehåll|Stäng/);
    expect(html).not.toContain('role="dialog"');
  });
});

describe('avatar letter', () => {
  it.each([
    ['stina', 'a@b.se', 'S'],
    ['', 'anna@example.se', 'A'],
    [null, 'Öst@example.se', 'Ö'],
    ['  ', '  ', 'U'],
    [null, null, 'U'],
  ])('username %j and e-mail %j give %s', (username, email, letter) => {
    expect(avatarLetter(username, email)).toBe(letter);
  });
});
